/**
 * The `redirect` parameter of /login names where to go after signing in. It is attacker-controlled (a link
 * anyone can send), so only a path on this site is accepted: no other origin ('//evil.com',
 * 'https://…', '/\evil.com' which browsers read as '//'), no 'javascript:' and no control characters.
 * Anything else, and the auth pages themselves (a loop), falls back to '/'.
 */
const AUTH_ONLY_PATHS = new Set(['/login', '/register', '/forgot-password']);

export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  const base = 'http://immo237.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base || AUTH_ONLY_PATHS.has(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
