import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { LANGUAGE_STORAGE_KEY, isLanguage, type Language } from '@immo237/shared/i18n';
import { Button } from '@immo237/shared/ui';
import { pathInLanguage } from '../app/language-address';
import { useLive } from '../federation/live-mark';
import { rememberLanguage } from './footer/language-link';

const DISMISSED_KEY = 'immo237-lang-suggestion';
/** A page that never says it is live (an error screen) still offers the other language after this. */
const LIVE_WAIT_MS = 5000;

const Bar = styled.aside`
  position: fixed;
  inset: auto 0 0 0;
  z-index: 20;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -2px 8px rgb(0 0 0 / 8%);
`;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The language this browser's visitor would rather read: their choice on this site, else their browser's. */
export function preferredLanguage(): Language | null {
  const chosen = read(LANGUAGE_STORAGE_KEY);
  if (isLanguage(chosen)) return chosen;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const language = tag?.toLowerCase().split('-')[0];
    if (isLanguage(language)) return language;
  }
  return null;
}

/**
 * Offers the same page in the language the visitor would rather read, written in that language. The address
 * decides what a page shows; this only suggests the other one, once the page is live (the drawn page is the same
 * for everyone, and the bar is not what a slow phone's first seconds are for), until the visitor follows or
 * dismisses it.
 */
export function LanguageSuggestion() {
  const live = useLive(LIVE_WAIT_MS);
  const { i18n } = useTranslation('shell');
  const { pathname, search } = useLocation();
  const [suggested, setSuggested] = useState<Language | null>(null);
  const bar = useRef<HTMLElement>(null);
  // Room at the end of the page as tall as the bar, so that it never hides the footer's last lines.
  const [room, setRoom] = useState(0);
  useLayoutEffect(() => {
    setRoom(suggested ? (bar.current?.offsetHeight ?? 0) : 0);
  }, [suggested]);
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'fr';

  useEffect(() => {
    if (!live || read(DISMISSED_KEY) === '1') return;
    const preferred = preferredLanguage();
    setSuggested(preferred && preferred !== current ? preferred : null);
  }, [live, current]);

  if (!suggested) return null;
  const t = i18n.getFixedT(suggested, 'shell');
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Dismissed for this page at least.
    }
    setSuggested(null);
  };
  return (
    <>
      <div aria-hidden="true" style={{ height: room }} />
      <Bar ref={bar} aria-label={t('languageSuggestion.label')} lang={suggested}>
        <span>{t('languageSuggestion.text')}</span>
        <a
          href={pathInLanguage(suggested, `${pathname}${search}`)}
          hrefLang={suggested}
          onClick={() => rememberLanguage(suggested)}
        >
          {t('languageSuggestion.go')}
        </a>
        <Button type="button" variant="ghost" onClick={dismiss}>
          {t('languageSuggestion.dismiss')}
        </Button>
      </Bar>
    </>
  );
}
