// @ts-check
// Plain JavaScript (checked through JSDoc): the shell's server imports it in Node, without a build, and the
// browser's and the server render's TypeScript read its types from it.

/**
 * Where each language lives: French at the site's own addresses (`/search`, `/details/villa-x`), English at the
 * same addresses under `/en` (`/en/search`, `/en/details/villa-x`, `/en` for the home page). The address alone
 * decides the language a page is drawn in; a browser's Accept-Language or a saved choice only suggest the other.
 */
export const ENGLISH_BASE = '/en';

/** @typedef {'fr' | 'en'} AddressLanguage */

/**
 * The language of a path (with or without its query).
 * @param {string} path
 * @returns {AddressLanguage}
 */
export function languageOfPath(path) {
  return /^\/en(?:[/?#]|$)/.test(path) ? 'en' : 'fr';
}

/**
 * A path without its language part: the page's address within the site, which routes are matched on.
 * @param {string} path
 */
export function pathWithinSite(path) {
  if (languageOfPath(path) === 'fr') return path;
  const rest = path.slice(ENGLISH_BASE.length);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/**
 * The address of a page of the site (`/search?query=x`) in a language.
 * @param {AddressLanguage} language
 * @param {string} path a path within the site, starting with '/'
 */
export function pathInLanguage(language, path) {
  if (language === 'fr') return path;
  return path === '/' || path.startsWith('/?') || path.startsWith('/#')
    ? `${ENGLISH_BASE}${path.slice(1)}`
    : `${ENGLISH_BASE}${path}`;
}

/**
 * The router's base for a path: '/en' for an English page, none for a French one.
 * @param {string} path
 */
export function routerBase(path) {
  return languageOfPath(path) === 'en' ? ENGLISH_BASE : undefined;
}
