import { sendListingBeacon } from './listing-beacon';

export type ContactChannel = 'call' | 'whatsapp';

/**
 * POST /products/public/{id}/contact-tap: a tap on 'Appeler' or 'WhatsApp', counted for the owner's figures,
 * without delaying the link; the owner's own taps are not counted.
 * Only the listing's page counts its taps, so the call lives here, not in @immo237/shared.
 */
export function countContactTap(id: string, channel: ContactChannel): void {
  sendListingBeacon(id, 'contact-tap', { channel });
}
