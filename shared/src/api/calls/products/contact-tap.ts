import { sendListingBeacon } from './listing-beacon';

/**
 * POST /products/public/{id}/contact-tap: a tap on 'Appeler' or 'WhatsApp', counted for the owner's figures (issue
 * 16), without delaying the link; the owner's own taps are not counted.
 */
export function countContactTap(id: string, channel: 'call' | 'whatsapp'): void {
  sendListingBeacon(id, 'contact-tap', { channel });
}
