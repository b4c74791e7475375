import type commonFr from './common/fr.json';

export const SUPPORTED_LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';
export const LANGUAGE_STORAGE_KEY = 'immo237-lang';
/** The cookie the shell's server reads the saved language from. */
export const LANGUAGE_COOKIE = 'immo237-lang';

/** The kit's own texts; French is the reference, English must have the same keys. */
export type CommonResources = typeof commonFr;

/** A nested translation tree as written in an app's fr.json / en.json. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

// ResourceNamespaceMap (i18next ≥ 26) lets each package add its namespace without the TS2717 clash
// that several `CustomTypeOptions.resources` declarations cause; apps add theirs the same way.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    common: CommonResources;
  }
}
