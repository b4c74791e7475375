import MockAdapter from 'axios-mock-adapter';
import { useAuthStore } from '@immo237/shared/auth';
import { loadApiClient } from '../client';
import { endSession, startSession } from '../session';
import { readAccessToken, readRefreshToken } from '../token-storage';
import { ACCESS_1, loginResult, REFRESH_1, resetSession } from './helpers';

let mock: MockAdapter;
beforeEach(async () => {
  resetSession();
  mock = new MockAdapter(await loadApiClient());
});
afterEach(() => mock.restore());

describe('startSession', () => {
  it('puts the user and the access token in the store and both tokens in the token storage', () => {
    startSession(loginResult);
    const state = useAuthStore.getState();
    expect(state.isAuthenticated).toBe(true);
    expect(state.token).toBe(ACCESS_1);
    expect(state.user).toMatchObject({ id: loginResult.id, email: loginResult.email, firstName: 'Awa' });
    expect(state.user).not.toHaveProperty('accessToken');
    expect(state.user).not.toHaveProperty('refreshToken');
    expect(state.user).not.toHaveProperty('phone');
    expect(readAccessToken()).toBe(ACCESS_1);
    expect(readRefreshToken()).toBe(REFRESH_1);
  });
});

describe('endSession', () => {
  it('revokes the refresh token, then clears the store and the token storage', async () => {
    startSession(loginResult);
    mock.onPost('/auth/logout').reply(200, { statusCode: 'SUCCESS', data: null });
    await endSession();
    expect(JSON.parse(mock.history.post![0]!.data as string)).toEqual({ refreshToken: REFRESH_1 });
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null, isAuthenticated: false });
    expect(readAccessToken()).toBeNull();
    expect(readRefreshToken()).toBeNull();
  });

  it('never throws, and still signs out, when the API fails or is unreachable', async () => {
    startSession(loginResult);
    mock.onPost('/auth/logout').networkError();
    await expect(endSession()).resolves.toBeUndefined();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(readRefreshToken()).toBeNull();
  });

  it('signs out locally without a call when no refresh token is stored', async () => {
    useAuthStore.getState().login({ id: 'u1', email: 'a@b.cm' }, ACCESS_1);
    await endSession();
    expect(mock.history.post).toHaveLength(0);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});
