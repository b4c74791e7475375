import type { AxiosInstance } from 'axios';
import { ApiError } from './errors';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * `true`: the call needs the signed-in user (bearer token, refresh on 401). `'optional'`: the token is
     * sent when there is one. Absent: a public call, which never carries a token.
     */
    authenticated?: boolean | 'optional';
    /** Set on the one retry after a refresh, so that a request is never retried twice. */
    retriedAfterRefresh?: boolean;
    /**
     * `false`: a send that fails without a connection says nothing of it (its caller keeps it for later, as the
     * outbox does). Otherwise a send (not a GET) that gets no answer shows the site's 'you are offline' notice.
     */
    offlineNotice?: boolean;
  }
}

export { API_BASE_URL } from './base-url';
export { clearSession } from './clear-session';

/** What ./axios-client gives: the instance with its interceptors and its single-flight refresh. */
interface AxiosClient {
  axiosInstance: AxiosInstance;
  refreshAccessToken(): Promise<string>;
}

let loading: Promise<AxiosClient> | null = null;

// axios and the interceptors are fetched by the first call, not with the page: the home page's first render
// makes no call (to keep the page's bytes within budget). Only `import type` from axios in this module and in ./errors.
function loadAxiosClient(): Promise<AxiosClient> {
  loading ??= import('./axios-client').catch((error: unknown) => {
    // A failed chunk load (offline, a release replaced the file) is a network failure to the caller, and the
    // next call tries again.
    loading = null;
    throw new ApiError({
      message: error instanceof Error ? error.message : undefined,
      isNetworkError: true,
      cause: error,
    });
  });
  return loading;
}

/**
 * The axios instance behind `apiClient`, created once on the first call (concurrent first calls share it).
 * For tests (`new MockAdapter(await loadApiClient())`) and code that needs axios itself.
 */
export async function loadApiClient(): Promise<AxiosInstance> {
  return (await loadAxiosClient()).axiosInstance;
}

/** Where the calls go when the site's own origin is not the page's (the shell's server render calls the API). */
export async function setApiBaseUrl(url: string): Promise<void> {
  (await loadApiClient()).defaults.baseURL = url;
}

/** One refresh at a time: concurrent 401s and callers wait for the same one. */
export async function refreshAccessToken(): Promise<string> {
  return (await loadAxiosClient()).refreshAccessToken();
}

type Forwarded = 'request' | 'get' | 'delete' | 'head' | 'options' | 'post' | 'put' | 'patch';

/** The methods of the axios instance that the apps call, with axios's own signatures. */
export type ApiClient = Pick<AxiosInstance, Forwarded>;

function forward<K extends Forwarded>(name: K): AxiosInstance[K] {
  const method = async (...args: unknown[]): Promise<unknown> => {
    const instance = await loadApiClient();
    return (instance[name] as (...params: unknown[]) => Promise<unknown>).apply(instance, args);
  };
  return method as unknown as AxiosInstance[K];
}

/**
 * The one HTTP client of the site, on `/api/v1` (no timeout, 2xx is success, XSRF names; bearer on
 * authenticated calls, one shared refresh and one retry on 401). Each method waits for the axios instance.
 */
export const apiClient: ApiClient = {
  request: forward('request'),
  get: forward('get'),
  delete: forward('delete'),
  head: forward('head'),
  options: forward('options'),
  post: forward('post'),
  put: forward('put'),
  patch: forward('patch'),
};
