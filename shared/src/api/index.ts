// @immo237/shared/api: the one HTTP client of the site, its errors, the token storage and the typed calls.
export { API_BASE_URL, apiClient, clearSession, refreshAccessToken } from './client';
export { ApiError, UNKNOWN_CODE, readEnvelope, toApiError, unwrap } from './errors';
export { clearTokens, isExpired, readAccessToken, readRefreshToken, saveTokens } from './token-storage';
export type * from './types';
