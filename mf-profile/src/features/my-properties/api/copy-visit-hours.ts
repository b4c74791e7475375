import { apiClient, unwrap, type CopiedAvailability, type Envelope } from '@immo237/shared/api';

/** POST /products/{id}/visit-availability/copy: my other listings get this one's visit hours. */
export async function copyVisitHours(productId: string, productIds: string[]): Promise<CopiedAvailability> {
  return unwrap(
    await apiClient.post<Envelope<CopiedAvailability>>(
      `/products/${encodeURIComponent(productId)}/visit-availability/copy`,
      { productIds },
      { authenticated: true },
    ),
  );
}
