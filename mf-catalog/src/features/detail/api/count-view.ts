import { sendListingBeacon } from './listing-beacon';

/**
 * POST /products/public/{id}/view: the detail page was seen, for the owner's figures.
 * Only the listing's page counts its views, so the call lives here, not in @immo237/shared.
 */
export function countView(id: string): void {
  sendListingBeacon(id, 'view');
}
