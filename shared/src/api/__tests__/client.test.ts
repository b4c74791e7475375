import MockAdapter from 'axios-mock-adapter';
import { useAuthStore } from '@immo237/shared/auth';
import { apiClient, loadApiClient } from '../client';
import { ApiError } from '../errors';
import { readAccessToken, readRefreshToken } from '../token-storage';
import { ACCESS_1, ACCESS_2, REFRESH_1, REFRESH_2, refreshedAnswer, resetSession, signIn } from './helpers';

const unauthorized = { statusCode: 'UNAUTHORIZED', message: 'Jeton d’accès expiré.', data: null };

let mock: MockAdapter;
const auth = (config: { headers?: unknown }) =>
  (config.headers as Record<string, string> | undefined)?.Authorization;
const calls = (method: 'get' | 'post', url: string) => mock.history[method]!.filter((c) => c.url === url);

beforeEach(async () => {
  resetSession();
  mock = new MockAdapter(await loadApiClient());
});
afterEach(() => mock.restore());

describe('apiClient settings', () => {
  it('targets /api/v1 with no timeout, 2xx as success and the XSRF names', async () => {
    const { defaults } = await loadApiClient();
    expect(defaults.baseURL).toBe('/api/v1');
    expect(defaults.timeout).toBe(0);
    expect(defaults.xsrfCookieName).toBe('XSRF-TOKEN');
    expect(defaults.xsrfHeaderName).toBe('X-XSRF-TOKEN');
    expect(defaults.validateStatus?.(204)).toBe(true);
    expect(defaults.validateStatus?.(304)).toBe(false);
    expect(defaults.validateStatus?.(199)).toBe(false);
  });
});

describe('bearer token', () => {
  it('is sent on authenticated calls only, never on public ones', async () => {
    signIn();
    mock.onGet('/user/user-profile').reply(200, { statusCode: 'READ_SUCCESSFULLY', data: {} });
    mock.onGet('/products/public/search').reply(200, { statusCode: 'READ_SUCCESSFULLY', data: [] });
    await apiClient.get('/user/user-profile', { authenticated: true });
    await apiClient.get('/products/public/search');
    expect(auth(mock.history.get![0]!)).toBe(`Bearer ${ACCESS_1}`);
    expect(auth(mock.history.get![1]!)).toBeUndefined();
  });

  it("'optional' sends it when signed in and goes without otherwise", async () => {
    mock.onPost('/user/send-message-to-admin').reply(200, { statusCode: 'READ_SUCCESSFULLY', data: {} });
    await apiClient.post('/user/send-message-to-admin', {}, { authenticated: 'optional' });
    signIn();
    await apiClient.post('/user/send-message-to-admin', {}, { authenticated: 'optional' });
    expect(auth(mock.history.post![0]!)).toBeUndefined();
    expect(auth(mock.history.post![1]!)).toBe(`Bearer ${ACCESS_1}`);
  });
});

describe('errors', () => {
  it('carry the API error code, status and server message', async () => {
    mock.onGet('/products/public/details/x').reply(404, {
      statusCode: 'NOT_FOUND',
      message: 'Bien introuvable.',
      data: null,
    });
    const error = await apiClient.get('/products/public/details/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'NOT_FOUND', status: 404, message: 'Bien introuvable.' });
    expect((error as ApiError).isNetworkError).toBe(false);
  });

  it("read 'UNKNOWN' when the body has no statusCode", async () => {
    mock.onGet('/products').reply(502, '<html>Bad gateway</html>');
    await expect(apiClient.get('/products')).rejects.toMatchObject({ code: 'UNKNOWN', status: 502 });
  });

  it('flag a request aborted by its caller as cancelled', async () => {
    mock.onGet('/products').reply(200, { statusCode: 'READ_SUCCESSFULLY', data: [] });
    const controller = new AbortController();
    controller.abort();
    const error = await apiClient.get('/products', { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'CANCELED', isCanceled: true, isNetworkError: false });
  });

  it('flag a network failure', async () => {
    mock.onGet('/products').networkError();
    await expect(apiClient.get('/products')).rejects.toMatchObject({
      code: 'UNKNOWN',
      status: undefined,
      isNetworkError: true,
    });
  });
});

describe('401 on an authenticated call', () => {
  it('refreshes once and retries once with the new token, keeping store and storage in step', async () => {
    signIn();
    mock
      .onGet('/user/user-profile')
      .replyOnce(401, unauthorized)
      .onGet('/user/user-profile')
      .replyOnce(200, { statusCode: 'READ_SUCCESSFULLY', data: { id: 'u' } });
    mock.onPost('/auth/refresh').replyOnce(200, refreshedAnswer);

    const response = await apiClient.get('/user/user-profile', { authenticated: true });

    expect(response.data.data).toEqual({ id: 'u' });
    expect(JSON.parse(calls('post', '/auth/refresh')[0]!.data as string)).toEqual({
      refreshToken: REFRESH_1,
    });
    expect(auth(calls('post', '/auth/refresh')[0]!)).toBeUndefined();
    expect(auth(calls('get', '/user/user-profile')[1]!)).toBe(`Bearer ${ACCESS_2}`);
    expect(useAuthStore.getState().token).toBe(ACCESS_2);
    expect(readAccessToken()).toBe(ACCESS_2);
    expect(readRefreshToken()).toBe(REFRESH_2);
  });

  it('never retries twice: a second 401 is the answer', async () => {
    signIn();
    mock.onGet('/user/user-profile').reply(401, unauthorized);
    mock.onPost('/auth/refresh').reply(200, refreshedAnswer);

    await expect(apiClient.get('/user/user-profile', { authenticated: true })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      status: 401,
    });
    expect(calls('get', '/user/user-profile')).toHaveLength(2);
    expect(calls('post', '/auth/refresh')).toHaveLength(1);
  });

  it.each(['EXPIRED_TOKEN', 'INVALID_TOKEN', 'TOKEN_EXPIRED', 'TOKEN_REQUIRED'])(
    'logs out when the refresh fails with %s',
    async (code) => {
      signIn();
      mock.onGet('/user/user-profile').reply(401, unauthorized);
      mock.onPost('/auth/refresh').reply(401, { statusCode: code, message: 'Jeton expiré.', data: null });

      await expect(apiClient.get('/user/user-profile', { authenticated: true })).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
      expect(useAuthStore.getState()).toMatchObject({ user: null, token: null, isAuthenticated: false });
      expect(readAccessToken()).toBeNull();
      expect(readRefreshToken()).toBeNull();
      expect(calls('get', '/user/user-profile')).toHaveLength(1);
    },
  );

  it('logs out when the refresh is a bad request (400)', async () => {
    signIn();
    mock.onGet('/user/user-profile').reply(401, unauthorized);
    mock.onPost('/auth/refresh').reply(400, { statusCode: 'VALIDATION_ERROR', data: null });
    await expect(apiClient.get('/user/user-profile', { authenticated: true })).rejects.toThrow();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('keeps the session when the refresh fails for another reason (server down)', async () => {
    signIn();
    mock.onGet('/user/user-profile').reply(401, unauthorized);
    mock.onPost('/auth/refresh').networkError();
    await expect(apiClient.get('/user/user-profile', { authenticated: true })).rejects.toMatchObject({
      isNetworkError: true,
    });
    expect(useAuthStore.getState().token).toBe(ACCESS_1);
    expect(readRefreshToken()).toBe(REFRESH_1);
  });

  it('logs out without calling the API when no refresh token is stored', async () => {
    useAuthStore.getState().login({ id: 'u1', email: 'a@b.cm' }, ACCESS_1);
    mock.onGet('/user/user-profile').reply(401, unauthorized);
    await expect(apiClient.get('/user/user-profile', { authenticated: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(calls('post', '/auth/refresh')).toHaveLength(0);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('shares one refresh between concurrent 401s', async () => {
    signIn();
    const answer = (config: { headers?: unknown }): [number, unknown] =>
      auth(config) === `Bearer ${ACCESS_2}`
        ? [200, { statusCode: 'READ_SUCCESSFULLY', data: 'ok' }]
        : [401, unauthorized];
    mock.onGet('/user/favourites').reply(answer);
    mock.onGet('/user/user-profile').reply(answer);
    mock.onGet('/products/mine').reply(answer);
    mock
      .onPost('/auth/refresh')
      .reply(() => new Promise((resolve) => setTimeout(() => resolve([200, refreshedAnswer]), 20)));

    const results = await Promise.all(
      ['/user/favourites', '/user/user-profile', '/products/mine'].map((url) =>
        apiClient.get(url, { authenticated: true }),
      ),
    );
    expect(results.map((r) => r.data.data)).toEqual(['ok', 'ok', 'ok']);
    expect(calls('post', '/auth/refresh')).toHaveLength(1);
  });

  it('does not refresh after a 401 on a public call', async () => {
    signIn();
    mock.onPost('/auth/login').reply(401, { statusCode: 'PASSWORDS_MISMATCH', data: null });
    await expect(apiClient.post('/auth/login', {})).rejects.toMatchObject({ code: 'PASSWORDS_MISMATCH' });
    expect(calls('post', '/auth/refresh')).toHaveLength(0);
    expect(useAuthStore.getState().token).toBe(ACCESS_1);
  });
});
