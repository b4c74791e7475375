import { apiClient, unwrap, type Envelope, type VisitSlots } from '@immo237/shared/api';

/**
 * GET /products/{id}/visit-slots (public): the listing's free visit slots of the next 14 days by local date
 * (Africa/Douala), and its visit fee (null: free). No slot: the listing gives no visit hours. Each app
 * keeps its own copy of this small call (here for 'Demander une visite', mf-profile for an owner's proposal of
 * another slot) rather than growing @immo237/shared.
 */
export async function listVisitSlots(productId: string): Promise<VisitSlots> {
  return unwrap(
    await apiClient.get<Envelope<VisitSlots>>(`/products/${encodeURIComponent(productId)}/visit-slots`),
  );
}
