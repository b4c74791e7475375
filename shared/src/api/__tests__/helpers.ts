import { useAuthStore } from '@immo237/shared/auth';
import { clearTokens, saveTokens } from '../token-storage';
import type { LoginResult, User } from '../types';

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT-shaped token with the given `exp` (seconds). */
export const makeJwt = (exp: number, sub = 'user-1') =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub, exp })}.signature`;

export const user: User = {
  id: '2b0f6f4e-5d55-4d55-9c8e-3d2b3f1c0a01',
  email: 'demo@immo237.cm',
  firstName: 'Awa',
  lastName: 'Ngono',
  firstname: 'Awa',
  lastname: 'Ngono',
  pseudo: 'Awa Ngono',
  role: 'USER',
  phone: null,
  showPhone: false,
  avatar: null,
  bio: null,
  emailVerified: true,
  language: 'fr',
  created_at: '2026-01-02T10:00:00.000Z',
  updated_at: '2026-01-02T10:00:00.000Z',
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
};

export const ACCESS_1 = makeJwt(2_000_000_000);
export const REFRESH_1 = 'refresh-token-one-0123456789abcdef0123456789abcdef';

export const loginResult: LoginResult = {
  ...user,
  accessToken: { token: ACCESS_1, expiresIn: 900 },
  refreshToken: { token: REFRESH_1, expiresIn: 2_592_000 },
};

/** Signed in as the store and the token storage would be after a login. */
export function signIn(): void {
  useAuthStore.getState().login({ id: user.id, email: user.email }, ACCESS_1);
  saveTokens({ accessToken: loginResult.accessToken, refreshToken: loginResult.refreshToken });
}

export function resetSession(): void {
  useAuthStore.getState().logout();
  clearTokens();
  localStorage.clear();
}

export const ACCESS_2 = makeJwt(2_000_000_900);
export const REFRESH_2 = 'refresh-token-two-0123456789abcdef0123456789abcdef';

/** The API's answer to a refresh that rotated the session to ACCESS_2 / REFRESH_2. */
export const refreshedAnswer = {
  statusCode: 'CREATED_SUCCESSFULLY',
  data: {
    token: ACCESS_2,
    expiresIn: 900,
    accessToken: { token: ACCESS_2, expiresIn: 900 },
    refreshToken: { token: REFRESH_2, expiresIn: 2_592_000 },
  },
};
