import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { SIGNED_OUT, type AuthState, type PersistedAuth } from './auth-types';
import { createSafeAuthStorage } from './safe-auth-storage';
import { sanitizePersistedAuth } from './sanitize-persisted-auth';
import { writeSessionHint } from './session-hint';

export type { AuthState, AuthUser, PersistedAuth } from './auth-types';
export { sanitizePersistedAuth } from './sanitize-persisted-auth';
export { SESSION_HINT_COOKIE, writeSessionHint } from './session-hint';
export { singleRefresh } from './single-refresh';

/** localStorage key of the session; the shell's guards and the API client read the same one. */
export const AUTH_STORAGE_KEY = 'auth-storage';
const AUTH_STORE_VERSION = 0;

/** A session the guards accept: a user with an id and an access token (what the route guards check). */
export function hasValidSession(state: Pick<PersistedAuth, 'user' | 'token'>): boolean {
  const id = state.user?.id;
  const hasId = (typeof id === 'string' && id !== '') || (typeof id === 'number' && Number.isFinite(id));
  return hasId && typeof state.token === 'string' && state.token !== '';
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...SIGNED_OUT,
      isLoading: false,
      login: (user, token) => set({ user, token, isAuthenticated: true, isLoading: false }),
      logout: () => set({ ...SIGNED_OUT, isLoading: false }),
      setLoading: (isLoading) => set({ isLoading }),
      updateUser: (partial) =>
        set((state) =>
          state.user ? { user: { ...state.user, ...partial, id: partial.id ?? state.user.id } } : state,
        ),
    }),
    {
      name: AUTH_STORAGE_KEY,
      version: AUTH_STORE_VERSION,
      storage: createSafeAuthStorage(AUTH_STORE_VERSION),
      partialize: ({ user, token, isAuthenticated }): PersistedAuth => ({ user, token, isAuthenticated }),
      // Second line of defence behind the storage guard (a custom storage or a later rehydrate):
      // anything but a valid stored session means signed out, whatever the memory held before.
      merge: (persisted, current) => {
        const state = sanitizePersistedAuth(persisted);
        return { ...current, ...(state ?? SIGNED_OUT) };
      },
      // Last line: whatever still fails during hydration must not leave a half session behind.
      onRehydrateStorage: () => (_state, error) => {
        if (!error) return;
        try {
          localStorage.removeItem(AUTH_STORAGE_KEY);
        } catch {
          // Storage unavailable: the in-memory reset below is all that can be done.
        }
        useAuthStore.setState({ ...SIGNED_OUT });
      },
    },
  ),
);
export { safeRedirect } from './safe-redirect';

// The session hint follows the store: written when it gains a session (sign-in, a session restored from storage),
// removed when it loses it (logout, a session ended by the API, a stored session found corrupt or of another
// version, a sign-out in another tab). Off a browser (the server's render) the store never changes.
if (typeof document !== 'undefined') {
  writeSessionHint(hasValidSession(useAuthStore.getState()));
  useAuthStore.subscribe((state) => writeSessionHint(hasValidSession(state)));
}
