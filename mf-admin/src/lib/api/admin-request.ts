import { apiClient, readEnvelope, toPaged, type Envelope, type Paged } from '@immo237/shared/api';

// The administrators' calls (/api/v1/admin): every one needs a session with the ADMIN role; the API answers 403
// USER_IS_NOT_ADMIN otherwise. Body-less actions send an empty JSON object: a POST without one may carry the
// browser's default form content type, which the API refuses (415).
export const ADMIN_AUTH = { authenticated: true } as const;

/** One page of an administrators' list, searched by `query` when there is one. */
export async function readAdminPage<T>(
  path: string,
  query: string,
  page: number,
  limit: number,
): Promise<Paged<T>> {
  const envelope = readEnvelope(
    await apiClient.get<Envelope<T[]>>(path, {
      ...ADMIN_AUTH,
      params: { query: query || undefined, page, limit },
    }),
  );
  return toPaged(envelope, { page, limit });
}
