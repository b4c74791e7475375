import { apiClient } from '../../client';
import { unwrap } from '../../errors';
import type { Envelope, Product } from '../../types';

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

/**
 * POST /products/confirm-availability (UPDATED_SUCCESSFULLY): the one-click link of 'Votre annonce est-elle
 * toujours disponible ?'. The token is the credential (no session needed). Errors: INVALID_TOKEN, EXPIRED_TOKEN,
 * NOT_FOUND, LISTING_CLOSED.
 */
export async function confirmListingAvailability(
  token: string,
): Promise<{ id: string; name: string; slug: string }> {
  return unwrap(
    await apiClient.post<Envelope<{ id: string; name: string; slug: string }>>(
      '/products/confirm-availability',
      { token },
    ),
  );
}
