/**
 * The digest of the error a server render throws on purpose for what only the browser can draw. A module of its
 * own: the bootstrap reads it before the application's code (and the UI kit it pulls in) is evaluated.
 */
export const CLIENT_ONLY_DIGEST = 'immo237-client-only';
