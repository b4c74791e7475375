export { i18n, initI18n, readStoredLanguage, serverRenderedLanguage } from './instance';
export { registerNamespace, type NamespaceResources } from './register-namespace';
export { rememberForServer, setLanguage } from './set-language';
export { MissingTranslationError, diffLanguages } from './missing-key';
export {
  SUPPORTED_LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGE_COOKIE,
  isLanguage,
  type Language,
  type CommonResources,
  type TranslationTree,
} from './resources';
export { default as commonFr } from './common/fr.json';
export { default as commonEn } from './common/en.json';
