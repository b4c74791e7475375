import { sendListingBeacon } from './listing-beacon';

/** POST /products/public/{id}/view: the detail page was seen, for the owner's figures. */
export function countView(id: string): void {
  sendListingBeacon(id, 'view');
}
