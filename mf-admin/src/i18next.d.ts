// Typed keys: useTranslation('admin') only accepts keys of fr.json (French is the reference).
import type fr from './i18n/fr.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    admin: typeof fr;
  }
}
