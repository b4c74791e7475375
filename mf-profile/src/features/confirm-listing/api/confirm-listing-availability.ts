import { apiClient, unwrap, type Envelope } from '@immo237/shared/api';

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
