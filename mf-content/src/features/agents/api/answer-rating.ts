import { apiClient, unwrap, type Envelope, type Rating } from '@immo237/shared/api';

/** POST /ratings/{id}/answer: the rated advertiser's public answer, once; the rating with its answer. */
export async function answerRating(ratingId: string, answer: string): Promise<Rating> {
  return unwrap(
    await apiClient.post<Envelope<Rating>>(
      `/ratings/${encodeURIComponent(ratingId)}/answer`,
      { answer },
      { authenticated: true },
    ),
  );
}
