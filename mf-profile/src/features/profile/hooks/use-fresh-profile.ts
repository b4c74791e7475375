import { useEffect } from 'react';
import { getUserProfile, readAccessToken } from '@immo237/shared/api';
import { useAuthStore } from '@immo237/shared/auth';
import { toStoreUser } from '../../../lib/user-fields';

/**
 * Reads the profile from the API once the page opens, so phone, bio and the 'member since' date are shown
 * even when the session began with a login answer that lacked them. A failure keeps the stored user
 * (spec §8: UNAUTHORIZED is only logged; the client's refresh/logout policy handles real expiry).
 * Only a session started by a real login (its tokens in the split token storage) is asked about: a user
 * put in the store alone (the dev harness, storage-seeded tests) keeps what it has instead of being signed
 * out by the 401 of a token the API never issued.
 */
export function useFreshProfile(): void {
  useEffect(() => {
    if (!readAccessToken()) return;
    let active = true;
    getUserProfile()
      .then((user) => {
        if (active) useAuthStore.getState().updateUser(toStoreUser(user));
      })
      .catch((error: unknown) => {
        console.warn('[profile] profile read failed', error);
      });
    return () => {
      active = false;
    };
  }, []);
}
