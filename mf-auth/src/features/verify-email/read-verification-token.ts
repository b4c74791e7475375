export interface VerificationToken {
  email: string;
  /** Seconds since the epoch (JWT `exp`), or null when the token has none. */
  exp: number | null;
}

/**
 * Reads the e-mail and expiry of the verification JWT without checking its signature (the API does that).
 * The page needs them before asking the server: an `exp` in the past is already "expired", and
 * the resend button needs the e-mail. Null when the token is not a JWT carrying an e-mail.
 */
export function readVerificationToken(token: string | null): VerificationToken | null {
  const part = token?.split('.')[1];
  if (!token || token.split('.').length !== 3 || !part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof payload !== 'object' || payload === null) return null;
    const { email, exp } = payload as { email?: unknown; exp?: unknown };
    if (typeof email !== 'string' || !email.includes('@')) return null;
    return { email, exp: typeof exp === 'number' && Number.isFinite(exp) ? exp : null };
  } catch {
    return null;
  }
}

/** Whether `exp` (seconds) is past, compared in seconds. */
export const isPast = (exp: number | null, nowMs = Date.now()): boolean =>
  exp !== null && exp <= Math.floor(nowMs / 1000);
