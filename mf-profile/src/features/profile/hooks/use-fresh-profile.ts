import { useEffect } from 'react';
import { readAccessToken } from '@immo237/shared/api';
import { useAuthStore } from '@immo237/shared/auth';
import { useDataClient, useQuery } from '@immo237/shared/data';
import { profileQuery, useAccountKey } from '../../../lib/account-queries';
import { toStoreUser } from '../../../lib/user-fields';

/**
 * Reads the profile from the API (through the site's query cache) once the page opens, so phone, bio and the
 * 'member since' date are shown even when the session began with a login answer that lacked them. A failure
 * keeps the stored user (UNAUTHORIZED is only logged; the client's refresh/logout policy handles real
 * expiry). Only a session started by a real login (its tokens in the split token storage) is asked about: a user
 * put in the store alone (the dev harness, storage-seeded tests) keeps what it has instead of being signed out by
 * the 401 of a token the API never issued.
 */
export function useFreshProfile(): void {
  const client = useDataClient();
  const query = useQuery(
    { ...profileQuery(useAccountKey()), enabled: Boolean(readAccessToken()), retry: false },
    client,
  );

  useEffect(() => {
    if (query.data) useAuthStore.getState().updateUser(toStoreUser(query.data));
  }, [query.data]);

  useEffect(() => {
    if (query.error) console.warn('[profile] profile read failed', query.error);
  }, [query.error]);
}
