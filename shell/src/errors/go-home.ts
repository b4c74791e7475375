import { languageOfPath, pathInLanguage } from '../app/language-address';

/**
 * A full page load of the home page, in the page's language: after a crash, in-memory state may be inconsistent,
 * so the app starts afresh.
 */
export function goHome(): void {
  window.location.assign(pathInLanguage(languageOfPath(window.location.pathname), '/'));
}
