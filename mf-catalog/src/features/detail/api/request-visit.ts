import { apiClient, unwrap, type Envelope, type NewVisit, type Visit } from '@immo237/shared/api';

/**
 * POST /visits (signed in): asks the owner for one of the listing's free slots, in the discussion about it (201).
 * Refusals come as ApiError: 409 SLOT_UNAVAILABLE (taken meanwhile), VISIT_ALREADY_REQUESTED; 400
 * CANNOT_VISIT_OWN_LISTING; 403 BLOCKED…; 429 past the hourly budget.
 */
export async function requestVisit(body: NewVisit): Promise<Visit> {
  return unwrap(await apiClient.post<Envelope<Visit>>('/visits', body, { authenticated: true }));
}
