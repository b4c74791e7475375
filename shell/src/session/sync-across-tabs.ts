import { AUTH_STORAGE_KEY, useAuthStore } from '@immo237/shared/auth';

/** A sign-in or sign-out in another tab applies here too, instead of leaving a stale header. */
export function syncSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_STORAGE_KEY || event.key === null) void useAuthStore.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
