import { useSignedLink } from '../../../hooks/use-signed-link';
import { confirmListingAvailability } from '../api/confirm-listing-availability';

/**
 * The one-click link of 'Votre annonce est-elle toujours disponible ?': 'done' is the listing
 * confirmed (its data the listing).
 */
export function useConfirmListing(token: string | null) {
  return useSignedLink('confirm-listing', token, confirmListingAvailability, {
    EXPIRED_TOKEN: 'expired',
    INVALID_TOKEN: 'invalid',
    VALIDATION_ERROR: 'invalid',
    LISTING_CLOSED: 'closed',
    NOT_FOUND: 'notFound',
  });
}
