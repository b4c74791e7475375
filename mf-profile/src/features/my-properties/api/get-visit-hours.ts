import { apiClient, unwrap, type Envelope, type VisitAvailability } from '@immo237/shared/api';

/** GET /products/{id}/visit-availability (the owner's): the listing's visit hours, length and dates off. */
export async function getVisitHours(productId: string): Promise<VisitAvailability> {
  return unwrap(
    await apiClient.get<Envelope<VisitAvailability>>(
      `/products/${encodeURIComponent(productId)}/visit-availability`,
      { authenticated: true },
    ),
  );
}
