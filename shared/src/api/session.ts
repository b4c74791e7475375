import { useAuthStore, type AuthUser } from '@immo237/shared/auth';
import { clearSession } from './client';
import { logoutUser } from './calls/auth/logout-user';
import { readRefreshToken, saveTokens } from './token-storage';
import type { LoginResult } from './types';

/** The user fields of a login answer, without the tokens and without nulls (the store's user has none). */
function userOf(result: LoginResult): AuthUser {
  const { accessToken: _access, refreshToken: _refresh, ...fields } = result;
  const user: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== null) user[key] = value;
  return user as unknown as AuthUser;
}

/**
 * Signs in with a login answer: the store gets the user and the access token, the token storage both
 * tokens. Call it after the login call (mf-auth's) succeeds.
 */
export function startSession(result: LoginResult): void {
  saveTokens({ accessToken: result.accessToken, refreshToken: result.refreshToken });
  useAuthStore.getState().login(userOf(result), result.accessToken.token);
}

/**
 * Signs out: revokes the refresh token on the API (best effort), then clears the store and the token
 * storage. Never throws: being offline must not keep anyone signed in.
 */
export async function endSession(): Promise<void> {
  const refreshToken = readRefreshToken();
  try {
    if (refreshToken) await logoutUser(refreshToken);
  } catch {
    // Already revoked, expired or unreachable: the local sign-out below is what matters.
  } finally {
    clearSession();
  }
}
