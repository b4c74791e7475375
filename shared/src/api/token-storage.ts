import type { TokenInfo } from './types';

/**
 * Token storage: each token is split in two, the first part in localStorage and the rest in a
 * cookie (SameSite=Strict, path /, expiring after the token's `expiresIn` seconds). Neither half alone is
 * a token; once the cookie expires the localStorage half is useless and is removed on the next read.
 */

const ACCESS = { local: 'immo237-access-token', cookie: 'immo237_at' };
const REFRESH = { local: 'immo237-refresh-token', cookie: 'immo237_rt' };
type Slot = typeof ACCESS;

function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage unavailable (private mode, quota): the session then lasts as long as the store does.
  }
}

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const expires = new Date(Date.now() + maxAgeSeconds * 1000).toUTCString();
  // Secure only on https: browsers drop a Secure cookie set from http://127.0.0.1 (local runs and tests),
  // which would leave every token without its second half.
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${name}=${encodeURIComponent(value)}; Path=/; Expires=${expires}; ` +
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; SameSite=Strict${secure}`;
}

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) {
      try {
        return decodeURIComponent(item.slice(prefix.length));
      } catch {
        return null;
      }
    }
  }
  return null;
}

function save(slot: Slot, info: TokenInfo): void {
  const cut = Math.ceil(info.token.length / 2);
  writeLocal(slot.local, info.token.slice(0, cut));
  writeCookie(slot.cookie, info.token.slice(cut), info.expiresIn);
}

function read(slot: Slot): string | null {
  const first = readLocal(slot.local);
  const rest = readCookie(slot.cookie);
  if (!first || !rest) {
    // Half a token is no token: an expired cookie leaves the localStorage half behind.
    if (first) writeLocal(slot.local, null);
    return null;
  }
  return first + rest;
}

function clear(slot: Slot): void {
  writeLocal(slot.local, null);
  writeCookie(slot.cookie, '', -1);
}

/** Stores the tokens given (login gives both; a refresh without a new refresh token keeps the old one). */
export function saveTokens(tokens: { accessToken?: TokenInfo; refreshToken?: TokenInfo }): void {
  if (tokens.accessToken) save(ACCESS, tokens.accessToken);
  if (tokens.refreshToken) save(REFRESH, tokens.refreshToken);
}

export const readAccessToken = (): string | null => read(ACCESS);
export const readRefreshToken = (): string | null => read(REFRESH);

export function clearTokens(): void {
  clear(ACCESS);
  clear(REFRESH);
}

function jwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const json = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const payload: unknown = JSON.parse(json);
    return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Whether a JWT is past its `exp` (seconds since the epoch), with `leewaySeconds` of margin.
 * A token without a readable `exp` counts as expired. Refresh tokens are opaque: do not ask this of them.
 */
export function isExpired(token: string, leewaySeconds = 0, nowMs: number = Date.now()): boolean {
  const exp = jwtPayload(token)?.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return true;
  return exp <= Math.floor(nowMs / 1000) + leewaySeconds;
}
