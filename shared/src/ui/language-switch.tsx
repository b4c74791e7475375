import styled from 'styled-components';
import { isLanguage, type Language } from '../i18n/resources';
import { setLanguage } from '../i18n/set-language';
import { useCommonTranslation } from './use-common-translation';
import { useLiveControl } from './use-live-control';
import { VisuallyHidden } from './visually-hidden';

const SwitchButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xxs};
  min-height: ${({ theme }) => theme.controlHeights.md};
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  cursor: pointer;
`;

export interface LanguageSwitchProps {
  className?: string;
  /** Called after the switch, e.g. to close the mobile menu. */
  onSwitched?: (lng: Language) => void;
}

/**
 * One button that offers the other language, written in that language ('English' / 'Français'),
 * so a visitor who cannot read the current one still recognises it; `lang` lets screen readers
 * pronounce it right. Every app re-renders through react-i18next, no reload.
 */
export function LanguageSwitch({ className, onSwitched }: LanguageSwitchProps) {
  const { t, i18n } = useCommonTranslation();
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'fr';
  const next: Language = current === 'fr' ? 'en' : 'fr';
  // A click on the server's markup before the page is live is held and performed once it is.
  const control = useLiveControl<HTMLButtonElement>('click');
  return (
    <SwitchButton
      {...control.marker}
      ref={control.ref}
      type="button"
      className={className}
      onClick={async () => {
        await setLanguage(next);
        onSwitched?.(next);
      }}
    >
      <VisuallyHidden>{t('language.label')} </VisuallyHidden>
      <span lang={next}>{t(`language.autonym.${next}`)}</span>
    </SwitchButton>
  );
}
