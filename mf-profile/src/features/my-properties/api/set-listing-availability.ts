import { apiClient, unwrap, type Envelope, type Product } from '@immo237/shared/api';

/** Online again, or closed because it was rented or sold. */
export type Availability = { available: true } | { available: false; reason: 'RENTED' | 'SOLD' };

/**
 * POST /products/{id}/availability (UPDATED_SUCCESSFULLY), owner only: 'Marquer comme loué / vendu' closes the
 * listing; `{ available: true }` puts it back online and restarts its freshness count ('Toujours disponible').
 */
export async function setListingAvailability(id: string, availability: Availability): Promise<Product> {
  return unwrap(
    await apiClient.post<Envelope<Product>>(
      `/products/${encodeURIComponent(id)}/availability`,
      availability,
      {
        authenticated: true,
      },
    ),
  );
}
