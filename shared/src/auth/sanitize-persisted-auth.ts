import { SIGNED_OUT, type AuthUser, type PersistedAuth } from './auth-types';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasUsableId = (id: unknown): id is string | number =>
  (typeof id === 'string' && id.trim() !== '') || (typeof id === 'number' && Number.isFinite(id));

function isAuthUser(value: unknown): value is AuthUser {
  if (!isRecord(value) || !hasUsableId(value.id)) return false;
  return value.email === undefined || typeof value.email === 'string';
}

/**
 * Returns the stored state when it is one the store itself could have written, else null.
 * Only two shapes are valid: fully signed out, or a user with an id plus a non-empty token
 * with isAuthenticated true. Anything in between came from an old version, a hand edit or
 * another script, and half a session is worse than none (guards and headers would disagree).
 */
export function sanitizePersistedAuth(value: unknown): PersistedAuth | null {
  if (!isRecord(value)) return null;
  const { user, token, isAuthenticated } = value;
  if (user === null && token === null && isAuthenticated === false) return { ...SIGNED_OUT };
  if (!isAuthUser(user) || typeof token !== 'string' || token === '' || isAuthenticated !== true) {
    return null;
  }
  return { user, token, isAuthenticated: true };
}
