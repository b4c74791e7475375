/**
 * The session hint: a cookie `immo237-session=1` while this browser's store holds a session, and none otherwise.
 * It carries nothing personal and proves nothing (the session itself stays in the browser's storage): the shell's
 * server only reads it to draw the header's account area neutral rather than 'Connexion' / 'Inscription', and
 * keeps pages drawn with it apart from pages drawn without it. SameSite=Lax: a visitor arriving from a link on
 * another site (WhatsApp, a search engine) is recognised too.
 */
export const SESSION_HINT_COOKIE = 'immo237-session';

/** A year: the cookie follows the store, which keeps a session until it is ended or found invalid. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function hasHintCookie(): boolean {
  return document.cookie.split(';').some((part) => part.trim() === `${SESSION_HINT_COOKIE}=1`);
}

/** Writes or removes the hint so that it says `signedIn`; does nothing when it already does (or off a browser). */
export function writeSessionHint(signedIn: boolean): void {
  if (typeof document === 'undefined') return;
  try {
    if (hasHintCookie() === signedIn) return;
    // Secure only on https: a browser drops a Secure cookie set from http://127.0.0.1 (local runs and tests).
    const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = signedIn
      ? `${SESSION_HINT_COOKIE}=1; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`
      : `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  } catch {
    // Cookies refused: the header is drawn anonymous by the server and filled in by the page, as before.
  }
}
