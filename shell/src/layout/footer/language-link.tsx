import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { LANGUAGE_STORAGE_KEY, isLanguage, type Language } from '@immo237/shared/i18n';
import { VisuallyHidden } from '@immo237/shared/ui';
import { pathInLanguage } from '../../app/language-address';

const SwitchLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.controlHeights.md};
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: inherit;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  text-decoration: none;
`;

/** Remembers the visitor's choice: the other language's pages then suggest this one (LanguageSuggestion). */
export function rememberLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // A blocked storage only loses the suggestion.
  }
}

/**
 * The same page in the other language: a link to its address (English under /en), which works before the page's
 * script and without one. Written in that language ('English' / 'Français'), so a visitor who cannot read the
 * current one still recognises it.
 */
export function LanguageLink() {
  const { t, i18n } = useTranslation('common');
  const { pathname, search } = useLocation();
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'fr';
  const next: Language = current === 'fr' ? 'en' : 'fr';
  return (
    <SwitchLink
      href={pathInLanguage(next, `${pathname}${search}`)}
      hrefLang={next}
      onClick={() => rememberLanguage(next)}
    >
      <VisuallyHidden>{t('language.label')} </VisuallyHidden>
      <span lang={next}>{t(`language.autonym.${next}`)}</span>
    </SwitchLink>
  );
}
