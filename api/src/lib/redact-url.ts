/**
 * A request's address as logs may keep it: the secrets some addresses carry (the password-reset link's
 * `?token=`, the e-mail verification link's last segment) are replaced, so a log reader cannot take over an
 * account. The shell's static server applies the same rule to the page addresses (scripts/serve-app.mjs).
 */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:token|code|refreshToken)=)[^&#]*/gi, '$1[masqué]')
    .replace(/(\/verify-email\/)[^/?#]+/gi, '$1[masqué]');
}
