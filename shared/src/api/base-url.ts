/** The path prefix of every call; the shell (and each remote's dev server) proxies `/api` to the API. */
export const API_BASE_URL = '/api/v1';
