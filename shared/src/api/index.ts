// @immo237/shared/api: the one HTTP client of the site, its errors, the token storage and the typed calls.
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
export { toPaged, toQueryParams } from './paged';
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

export { forgotPassword } from './calls/auth/forgot-password';
export { login } from './calls/auth/login';
export { logoutUser } from './calls/auth/logout-user';
export { refreshToken } from './calls/auth/refresh-token';
export { resendVerificationEmailByEmail } from './calls/auth/resend-verification-email-by-email';
export { resetPassword } from './calls/auth/reset-password';
export { signup } from './calls/auth/signup';
export { verifyEmail } from './calls/auth/verify-email';

export { addFavourite } from './calls/user/add-favourite';
export { createAlert } from './calls/user/create-alert';
export { getUserProfile } from './calls/user/get-user-profile';
export { listFavourites } from './calls/user/list-favourites';
export { removeFavourite } from './calls/user/remove-favourite';
export { resendVerificationEmailById } from './calls/user/resend-verification-email-by-id';
export { updateProfile } from './calls/user/update-profile';

export { getMyMessages } from './calls/messages/get-my-messages';
export { sendContactMessage } from './calls/messages/send-contact-message';
export { sendMessageToAdmin } from './calls/messages/send-message-to-admin';

export { createProduct } from './calls/products/create-product';
export { deleteProduct } from './calls/products/delete-product';
export { getProductDetails } from './calls/products/get-product-details';
export { listMyProducts } from './calls/products/list-my-products';
export { listProducts } from './calls/products/list-products';
export { productFormData } from './calls/products/product-form-data';
export { countContactTap, earlyContactTap, type ContactChannel } from './calls/products/contact-tap';
export { countView } from './calls/products/count-view';
export { getListingStats } from './calls/products/get-listing-stats';
export { getMyListingsStats } from './calls/products/get-my-listings-stats';
export { reportProduct } from './calls/products/report-product';
export { listLocations } from './calls/locations/list-locations';
export { getUnreadConversations } from './calls/conversations/get-unread-conversations';
export { searchProducts } from './calls/products/search-products';
export { updateProduct } from './calls/products/update-product';
