import { apiClient, unwrap, type Envelope } from '@immo237/shared/api';

/** POST /ratings/{id}/report: a signed-in member reports a rating to the moderators, with an optional reason. */
export async function reportRating(ratingId: string, reason?: string): Promise<void> {
  unwrap(
    await apiClient.post<Envelope<{ id: string }>>(
      `/ratings/${encodeURIComponent(ratingId)}/report`,
      reason ? { reason } : {},
      { authenticated: true },
    ),
  );
}
