import { API_BASE_URL } from '../../base-url';
import { listingBeaconAddress, sendListingBeacon } from './listing-beacon';

export type ContactChannel = 'call' | 'whatsapp';

/**
 * POST /products/public/{id}/contact-tap: a tap on 'Appeler' or 'WhatsApp', counted for the owner's figures,
 * without delaying the link; the owner's own taps are not counted.
 */
export function countContactTap(id: string, channel: ContactChannel): void {
  sendListingBeacon(id, 'contact-tap', { channel });
}

/**
 * The attributes that let the page's start-up script (shell/public/boot.js) count a tap made before the page is
 * live, when the link's own click handler does not exist yet: the address to post to and the body. They are drawn
 * only until the page is live, so a tap is counted once, by one or the other.
 */
export function earlyContactTap(id: string, channel: ContactChannel): Record<string, string> {
  return {
    'data-count-tap': listingBeaconAddress(API_BASE_URL, id, 'contact-tap'),
    'data-count-tap-body': JSON.stringify({ channel }),
  };
}
