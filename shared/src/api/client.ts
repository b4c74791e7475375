import axios, { AxiosHeaders, type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { useAuthStore } from '@immo237/shared/auth';
import { ApiError, toApiError, unwrap } from './errors';
import { clearTokens, readRefreshToken, saveTokens } from './token-storage';
import type { Envelope, RefreshResult } from './types';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * `true`: the call needs the signed-in user (bearer token, refresh on 401). `'optional'`: the token is
     * sent when there is one. Absent: a public call, which never carries a token (spec §6).
     */
    authenticated?: boolean | 'optional';
    /** Set on the one retry after a refresh, so that a request is never retried twice (spec §9). */
    retriedAfterRefresh?: boolean;
  }
}

// The store comes through the package's own `@immo237/shared/auth` subpath, not `../auth/auth-store`:
// Module Federation shares a singleton by its request, so a relative import would bundle a second,
// separate store into this module and a refresh or logout here would never reach the apps' store.

/** The path prefix of every call; the shell (and each remote's dev server) proxies `/api` to the API. */
export const API_BASE_URL = '/api/v1';

/** Codes of a failed refresh that end the session (spec §4: invalid, required, expired, bad request). */
const SESSION_ENDING_CODES = new Set([
  'INVALID_TOKEN',
  'TOKEN_REQUIRED',
  'REQUIRED',
  'EXPIRED_TOKEN',
  'TOKEN_EXPIRED',
  'BAD_REQUEST',
  'VALIDATION_ERROR',
]);

/** The one HTTP client of the site (spec §9: no timeout, 2xx is success, XSRF names). */
export const apiClient = axios.create({
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

apiClient.interceptors.request.use((config) => {
  if (!config.authenticated) return config;
  const token = useAuthStore.getState().token;
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/** Store logout plus token storage cleared: the two stay in step. */
export function clearSession(): void {
  useAuthStore.getState().logout();
  clearTokens();
}

async function refreshOnce(): Promise<string> {
  const refreshToken = readRefreshToken();
  if (!refreshToken) {
    clearSession();
    throw new ApiError({ code: 'TOKEN_REQUIRED', status: 401, message: 'Session expirée.' });
  }
  try {
    // A public call: its own 401 never starts another refresh.
    const data = unwrap(await apiClient.post<Envelope<RefreshResult>>('/auth/refresh', { refreshToken }));
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

let pendingRefresh: Promise<string> | null = null;

/** One refresh at a time: concurrent 401s wait for the same one. */
export function refreshAccessToken(): Promise<string> {
  pendingRefresh ??= refreshOnce().finally(() => {
    pendingRefresh = null;
  });
  return pendingRefresh;
}

async function onError(error: AxiosError): Promise<unknown> {
  const config = error.config;
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
  return apiClient.request({ ...config, headers, retriedAfterRefresh: true });
}

apiClient.interceptors.response.use(undefined, onError);
