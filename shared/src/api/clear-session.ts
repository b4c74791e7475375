import { useAuthStore } from '@immo237/shared/auth';
import { clearTokens } from './token-storage';

// The store comes through the package's own `@immo237/shared/auth` subpath, not `../auth/auth-store`:
// Module Federation shares a singleton by its request, so a relative import would bundle a second,
// separate store into this module and a refresh or logout here would never reach the apps' store.

/** Store logout plus token storage cleared: the two stay in step. */
export function clearSession(): void {
  useAuthStore.getState().logout();
  clearTokens();
}
