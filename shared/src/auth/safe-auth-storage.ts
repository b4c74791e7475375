import { createJSONStorage, type PersistStorage } from 'zustand/middleware';
import type { PersistedAuth } from './auth-types';
import { sanitizePersistedAuth } from './sanitize-persisted-auth';

function removeQuietly(name: string): void {
  try {
    localStorage.removeItem(name);
  } catch {
    // Nothing more can be done when storage itself is unavailable.
  }
}

/**
 * createJSONStorage(localStorage) with a guard on read: unparsable JSON or a shape the store could
 * not have written is removed from localStorage and read as "nothing stored", so hydration ends in
 * the signed-out state instead of throwing or half-restoring a session.
 */
export function createSafeAuthStorage(version: number): PersistStorage<PersistedAuth> | undefined {
  const json = createJSONStorage<PersistedAuth>(() => localStorage);
  if (!json) return undefined;
  return {
    getItem(name) {
      let stored: unknown;
      try {
        stored = json.getItem(name);
      } catch {
        removeQuietly(name);
        return null;
      }
      if (stored === null) return null;
      const envelope = stored as { state?: unknown; version?: unknown };
      const state = sanitizePersistedAuth(envelope?.state);
      // A different version has no migration here; zustand would only log it and keep the key.
      const sameVersion = envelope?.version === undefined || envelope.version === version;
      if (!state || !sameVersion) {
        removeQuietly(name);
        return null;
      }
      return { state, version };
    },
    setItem: (name, value) => json.setItem(name, value),
    removeItem: (name) => json.removeItem(name),
  };
}
