import { initI18n, syncDocumentLanguage } from './instance';
import { LANGUAGE_STORAGE_KEY, type Language } from './resources';

/** Switches the whole site (every remote shares the instance) and remembers the choice. */
export async function setLanguage(lng: Language): Promise<void> {
  const i18n = initI18n();
  await i18n.changeLanguage(lng);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Storage may be full or blocked; the switch still applies for this visit.
  }
  syncDocumentLanguage(lng);
}
