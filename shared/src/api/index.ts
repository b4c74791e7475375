// @immo237/shared/api: the one HTTP client of the site, its errors, the token storage and the calls two or more apps
// make (a call one app makes lives in that app).
export {
  API_BASE_URL,
  apiClient,
  clearSession,
  loadApiClient,
  setApiBaseUrl,
  refreshAccessToken,
  type ApiClient,
} from './client';
export { ApiError, UNKNOWN_CODE, readEnvelope, toApiError, unwrap } from './errors';
// A list answer as a page and search parameters as a query string: for the list calls that live in a remote (the
// catalogue's search, the member's listings, the administrators' lists).
export { getListEnvelope, toPaged, toQueryParams } from './paged';
export { clearTokens, isExpired, readAccessToken, readRefreshToken, saveTokens } from './token-storage';
export { endSession, startSession } from './session';
export { useLogout, type LogoutOptions } from './use-logout';
export type * from './types';
// The API's fixed lists at run time: one dependency-free module of the API (api/src/schemas/vocabulary.ts).
export {
  AGENT_LANGUAGES,
  AGENT_SPECIALTIES,
  ALERT_FREQUENCIES,
  AREA_UNITS,
  CONTACT_SUBJECTS,
  CONVERSATION_REPORT_REASONS,
  CURRENCIES,
  DEFAULT_SORT,
  isBlankFilter,
  LAND_TITLES,
  LAND_TYPES,
  PRODUCT_STATUSES,
  PRODUCT_UNITS,
  REPORT_REASONS,
  SEARCH_SORTS,
} from 'api/vocabulary';

// The calls two or more apps make; a call one app makes lives in that app (see README.md).
export { listFavourites } from './calls/user/list-favourites';
export { removeFavourite } from './calls/user/remove-favourite';
export { listLocations } from './calls/locations/list-locations';
export { getUnreadConversations } from './calls/conversations/get-unread-conversations';
// The listing's message and the discussions' reply: their apps send them, and so does the outbox (../outbox).
export { sendMessage } from './calls/conversations/send-message';
export { startConversation } from './calls/conversations/start-conversation';
