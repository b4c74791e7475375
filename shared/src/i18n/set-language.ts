import { initI18n, syncDocumentLanguage } from './instance';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, type Language } from './resources';

/** The shell's server renders the next page in the language this cookie names (a year, whole site). */
export function rememberForServer(lng: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${lng}; path=/; max-age=31536000; samesite=lax`;
}

/** Switches the whole site (every remote shares the instance) and remembers the choice. */
export async function setLanguage(lng: Language): Promise<void> {
  const i18n = initI18n();
  await i18n.changeLanguage(lng);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Storage may be full or blocked; the switch still applies for this visit.
  }
  rememberForServer(lng);
  syncDocumentLanguage(lng);
}
