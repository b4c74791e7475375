import { apiClient } from '../../client';
import { readEnvelope, unwrap } from '../../errors';
import { toPaged } from '../../paged';
import type * as Api from '../../types';

// The administrators' calls (/api/v1/admin): every one needs a session with the ADMIN role; the API
// answers 403 USER_IS_NOT_ADMIN otherwise.
const auth = { authenticated: true } as const;
// Body-less actions send an empty JSON object: a POST without one may carry the browser's default form content
// type, which the API refuses (415).

export async function getAdminDashboard(): Promise<Api.AdminDashboard> {
  return unwrap(await apiClient.get<Api.Envelope<Api.AdminDashboard>>('/admin/dashboard', auth));
}

export async function listOpenReports(): Promise<Api.AdminReport[]> {
  return unwrap(await apiClient.get<Api.Envelope<Api.AdminReport[]>>('/admin/reports', auth));
}

/** 'Masquer l'annonce', 'Rétablir l'annonce', 'Classer sans suite'. */
export async function decideListing(id: string, decision: 'hide' | 'restore' | 'dismiss'): Promise<void> {
  unwrap(
    await apiClient.post<Api.Envelope<Api.AdminListingDecision>>(
      `/admin/listings/${encodeURIComponent(id)}/${decision}`,
      {},
      auth,
    ),
  );
}

export async function deleteListingAsAdmin(id: string): Promise<void> {
  unwrap(
    await apiClient.delete<Api.Envelope<Api.AdminDeleted>>(`/admin/listings/${encodeURIComponent(id)}`, auth),
  );
}

async function paged<T>(path: string, query: string, page: number, limit: number): Promise<Api.Paged<T>> {
  const envelope = readEnvelope(
    await apiClient.get<Api.Envelope<T[]>>(path, {
      ...auth,
      params: { query: query || undefined, page, limit },
    }),
  );
  return toPaged(envelope, { page, limit });
}

export const listAdminListings = (query = '', page = 1, limit = 20) =>
  paged<Api.AdminListing>('/admin/listings', query, page, limit);

export const listAdminUsers = (query = '', page = 1, limit = 20) =>
  paged<Api.AdminUser>('/admin/users', query, page, limit);

/** 'Désactiver' / 'Réactiver'. */
export async function setUserDisabled(id: string, disabled: boolean): Promise<void> {
  unwrap(
    await apiClient.post<Api.Envelope<Api.AdminUserState>>(
      `/admin/users/${encodeURIComponent(id)}/${disabled ? 'disable' : 'enable'}`,
      {},
      auth,
    ),
  );
}

export const listTeamMessages = (page = 1, limit = 20) =>
  paged<Api.AdminTeamMessage>('/admin/messages', '', page, limit);

/** 'Marquer comme traité'. */
export async function markTeamMessageHandled(id: string): Promise<void> {
  unwrap(
    await apiClient.post<Api.Envelope<Api.AdminMessageHandled>>(
      `/admin/messages/${encodeURIComponent(id)}/handled`,
      {},
      auth,
    ),
  );
}

export const listAdminJournal = (page = 1, limit = 30) =>
  paged<Api.AdminJournalEntry>('/admin/journal', '', page, limit);

/** '/admin/verifications': the 'Annonceur vérifié' requests waiting, oldest first. */
export async function listVerificationRequests(): Promise<Api.AdminVerification[]> {
  return unwrap(await apiClient.get<Api.Envelope<Api.AdminVerification[]>>('/admin/verifications', auth));
}

/**
 * The identity document of a waiting request, as a Blob (an <img> cannot send the session's bearer: the page shows
 * it through an object URL it revokes). Never cached by the browser (the API says no-store).
 */
export async function getVerificationDocument(id: string): Promise<Blob> {
  const response = await apiClient.get<Blob>(`/admin/verifications/${encodeURIComponent(id)}/document`, {
    ...auth,
    responseType: 'blob',
  });
  return response.data;
}

/** 'Approuver' (the account and its listings become verified) or 'Refuser' with a reason (required). */
export async function decideVerification(
  id: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<void> {
  unwrap(
    await apiClient.post<Api.Envelope<Api.AdminVerificationDecided>>(
      `/admin/verifications/${encodeURIComponent(id)}/${decision.approve ? 'approve' : 'refuse'}`,
      decision.approve ? {} : { reason: decision.reason },
      auth,
    ),
  );
}

/**
 * 'Retirer la vérification': the badge leaves the account and its listings, the member is mailed the reason
 * (required). 404 USER_NOT_FOUND for an unknown account, 409 NOT_VERIFIED when it is no longer verified.
 */
export async function revokeVerification(userId: string, reason: string): Promise<void> {
  unwrap(
    await apiClient.post<Api.Envelope<Api.AdminVerificationRevoked>>(
      `/admin/users/${encodeURIComponent(userId)}/revoke-verification`,
      { reason },
      auth,
    ),
  );
}
