import { apiClient, unwrap, type Envelope, type VisitSlots } from '@immo237/shared/api';

/**
 * GET /products/{id}/visit-slots (public): the listing's free visit slots of the next 14 days by local date
 * (Africa/Douala), the same the listing's 'Demander une visite' offers: an owner proposes one of them instead of
 * the slot asked for.
 */
export async function listVisitSlots(productId: string): Promise<VisitSlots> {
  return unwrap(
    await apiClient.get<Envelope<VisitSlots>>(`/products/${encodeURIComponent(productId)}/visit-slots`),
  );
}
