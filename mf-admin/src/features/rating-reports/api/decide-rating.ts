import { apiClient, unwrap, type AdminRatingDecision, type Envelope } from '@immo237/shared/api';
import { ADMIN_AUTH } from '../../../lib/api/admin-request';

/** 'Masquer l'avis' (it counts nowhere any more) or 'Conserver': every open report on it is closed; journaled. */
export async function decideRating(ratingId: string, decision: 'hide' | 'keep'): Promise<void> {
  unwrap(
    await apiClient.post<Envelope<AdminRatingDecision>>(
      `/admin/ratings/${encodeURIComponent(ratingId)}/${decision}`,
      {},
      ADMIN_AUTH,
    ),
  );
}
