import { initI18n } from './instance';
import { diffLanguages, failsLoudly, MissingTranslationError } from './missing-key';
import type { Language, TranslationTree } from './resources';

export type NamespaceResources = Record<Language, TranslationTree>;

/**
 * Adds an app's namespace to the shared instance. Safe to call on every import of the app's
 * entry (deep merge, overwrite): a remote loaded twice or hot-reloaded re-registers harmlessly.
 * Outside production an English tree that lacks French keys (or the reverse) throws, because
 * i18next would otherwise fall back to French silently and nobody would notice.
 */
export function registerNamespace(ns: string, resources: NamespaceResources): void {
  if (failsLoudly()) {
    const gaps = diffLanguages(resources.fr, resources.en);
    if (gaps.length > 0) {
      const message = `Traductions incomplètes dans l'espace « ${ns} » : ${gaps.join(', ')}`;
      console.error(message);
      throw new MissingTranslationError(message);
    }
  }
  const i18n = initI18n();
  for (const lng of Object.keys(resources) as Language[]) {
    i18n.addResourceBundle(lng, ns, resources[lng], true, true);
  }
}
