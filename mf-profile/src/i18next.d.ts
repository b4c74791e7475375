// Typed keys: `t('profile:…')` / useTranslation('profile') only accept keys of fr.json (French is the reference).
// ResourceNamespaceMap is i18next's per-package variant of CustomTypeOptions.resources: it merges with the
// `common` namespace declared by @immo237/shared without the TS2717 clash of two `resources` declarations.
import type fr from './i18n/fr.json';
import type mapFr from './i18n/map/fr.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    profile: typeof fr;
    'profile-map': typeof mapFr;
  }
}
