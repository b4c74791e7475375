import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localNumber } from '../format/french-number';
import commonEn from './common/en.json';
import commonFr from './common/fr.json';
import { failsLoudly, throwMissingKey } from './missing-key';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  isLanguage,
  type Language,
} from './resources';

// The global i18next instance on purpose: it is a federation singleton, and code outside React
// (yup messages, toasts fired from services) can reach it with a plain `import i18next from 'i18next'`.
export const i18n: I18n = i18next;

export function readStoredLanguage(): Language | null {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    // Private browsing or a blocked storage must not stop the site from rendering.
    return null;
  }
}

export function syncDocumentLanguage(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

/** The language the server drew the page in (`<div id="root" data-ssr="en">`), if it did. */
export function serverRenderedLanguage(): Language | null {
  if (typeof document === 'undefined') return null;
  const rendered = document.getElementById('root')?.dataset.ssr;
  return isLanguage(rendered) ? rendered : null;
}

/**
 * Initialises the one instance; later calls return it untouched, whichever app calls first (a namespace's
 * registration may come first). The language: `language` if given, else the one the server drew the page in
 * (hydration must start from the same texts), else the saved choice, else French.
 */
export function initI18n(language?: Language): I18n {
  if (i18n.isInitialized) return i18n;
  const lng = language ?? serverRenderedLanguage() ?? readStoredLanguage() ?? DEFAULT_LANGUAGE;
  const loud = failsLoudly();
  void i18n.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    load: 'languageOnly',
    ns: ['common'],
    defaultNS: 'common',
    resources: { fr: { common: commonFr }, en: { common: commonEn } },
    // Resources are bundled, so initialisation is synchronous and `t` works right after this call.
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: loud,
    missingKeyHandler: loud ? (lngs, ns, key) => throwMissingKey(lngs, ns, key) : false,
    react: { useSuspense: false },
  });
  writeNumbersWithoutIntl(i18n);
  syncDocumentLanguage(i18n.language);
  return i18n;
}

// Intl.NumberFormat options a text could ask for ({{value, number(minimumFractionDigits: 2)}}).
const NUMBER_OPTIONS = [
  'style',
  'currency',
  'unit',
  'notation',
  'signDisplay',
  'useGrouping',
  'minimumIntegerDigits',
  'minimumFractionDigits',
  'maximumFractionDigits',
  'minimumSignificantDigits',
  'maximumSignificantDigits',
];

/**
 * `{{count, number}}` (the counts of the cards and of the search page) written by the site's own number writer
 * instead of i18next's Intl.NumberFormat: the first Intl.NumberFormat of a page costs tens of milliseconds of one
 * task on a phone, while the page comes alive (see format/french-number.ts). A text asking for options still gets
 * Intl.
 */
function writeNumbersWithoutIntl(instance: I18n) {
  instance.services.formatter?.add('number', (value: unknown, lng: string | undefined, options) => {
    const asked = options as Record<string, unknown> | undefined;
    const number = typeof value === 'number' ? value : Number(value);
    if (Number.isNaN(number) || NUMBER_OPTIONS.some((key) => asked?.[key] !== undefined))
      return new Intl.NumberFormat(lng, asked as Intl.NumberFormatOptions).format(number);
    return localNumber(number, lng ?? DEFAULT_LANGUAGE);
  });
}
