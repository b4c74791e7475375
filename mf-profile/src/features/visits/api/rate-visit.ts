import { apiClient, unwrap, type Envelope, type Rating, type RatingBody } from '@immo237/shared/api';

/** POST /visits/{id}/rating: the visitor rates the advertiser of a visit marked done, once (409 ALREADY_RATED). */
export async function rateVisit(id: string, body: RatingBody): Promise<Rating> {
  return unwrap(
    await apiClient.post<Envelope<Rating>>(`/visits/${encodeURIComponent(id)}/rating`, body, {
      authenticated: true,
    }),
  );
}
