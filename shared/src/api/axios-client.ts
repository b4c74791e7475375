// The axios instance of the site and its interceptors. Only `loadApiClient()` in ./client reaches this module,
// through a dynamic import(): axios (about 21 KB gzip) is fetched by the first API call, not by the first render.
// Nothing else may import it statically (see __tests__/lazy-axios.test.ts).
import axios, {
  AxiosHeaders,
  type AxiosError,
  type AxiosInstance,
  type InternalAxiosRequestConfig,
} from 'axios';
import { singleRefresh, useAuthStore } from '@immo237/shared/auth';
import { API_BASE_URL } from './base-url';
import { clearSession } from './clear-session';
import { ApiError, toApiError, unwrap } from './errors';
import { noticeUnsentOffline } from './offline-notice';
import { readRefreshToken, saveTokens } from './token-storage';
import type { Envelope, RefreshResult } from './types';

// The store comes through the package's own `@immo237/shared/auth` subpath (see ./clear-session).

/** Codes of a failed refresh that end the session (invalid, required, expired, bad request). */
const SESSION_ENDING_CODES = new Set([
  'INVALID_TOKEN',
  'TOKEN_REQUIRED',
  'REQUIRED',
  'EXPIRED_TOKEN',
  'TOKEN_EXPIRED',
  'BAD_REQUEST',
  'VALIDATION_ERROR',
]);

/** The one HTTP client of the site (no timeout, 2xx is success, XSRF names). */
export const axiosInstance: AxiosInstance = axios.create({
  baseURL: API_BASE_URL,
  timeout: 0,
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  validateStatus: (status) => status >= 200 && status < 300,
  headers: { Accept: 'application/json' },
});

const bearerOf = (config: InternalAxiosRequestConfig): string | undefined => {
  const value = AxiosHeaders.from(config.headers).get('Authorization');
  return typeof value === 'string' && value.startsWith('Bearer ') ? value.slice(7) : undefined;
};

axiosInstance.interceptors.request.use((config) => {
  if (!config.authenticated) return config;
  const token = useAuthStore.getState().token;
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

async function refreshOnce(): Promise<string> {
  const refreshToken = readRefreshToken();
  if (!refreshToken) {
    clearSession();
    throw new ApiError({ code: 'TOKEN_REQUIRED', status: 401, message: 'Session expirée.' });
  }
  try {
    // A public call: its own 401 never starts another refresh.
    const data = unwrap(await axiosInstance.post<Envelope<RefreshResult>>('/auth/refresh', { refreshToken }));
    const accessToken = data.accessToken ?? { token: data.token, expiresIn: data.expiresIn };
    saveTokens({ accessToken, refreshToken: data.refreshToken });
    // The store's token is the access token; only a signed-in store takes the new one.
    if (useAuthStore.getState().user) useAuthStore.setState({ token: accessToken.token });
    return accessToken.token;
  } catch (error) {
    const apiError = toApiError(error);
    if (SESSION_ENDING_CODES.has(apiError.code) || apiError.status === 400) clearSession();
    throw apiError;
  }
}

/**
 * One refresh at a time for the page: concurrent 401s (and `refreshAccessToken()` callers), from this copy of the
 * calls or another app's, wait for the same one.
 */
export function refreshAccessToken(): Promise<string> {
  return singleRefresh(refreshOnce);
}

async function onError(error: AxiosError): Promise<unknown> {
  const config = error.config;
  noticeUnsentOffline(error);
  const sentToken = config ? bearerOf(config) : undefined;
  if (
    !config ||
    error.response?.status !== 401 ||
    !config.authenticated ||
    config.retriedAfterRefresh ||
    !sentToken
  ) {
    throw toApiError(error);
  }
  let token = useAuthStore.getState().token;
  if (!token || token === sentToken) {
    try {
      token = await refreshAccessToken();
    } catch (refreshError) {
      const failure = toApiError(refreshError);
      // Session ended: the call's own 401 is what its caller understands; otherwise (offline, 5xx)
      // the refresh failure says more.
      throw useAuthStore.getState().token ? failure : toApiError(error);
    }
  }
  // Sent with a token another request has since replaced: retry with the current one, no new refresh.
  const headers = AxiosHeaders.from(config.headers);
  headers.set('Authorization', `Bearer ${token}`);
  return axiosInstance.request({ ...config, headers, retriedAfterRefresh: true });
}

axiosInstance.interceptors.response.use(undefined, onError);
