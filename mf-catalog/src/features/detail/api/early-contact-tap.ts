import { API_BASE_URL } from '@immo237/shared/api';
import type { ContactChannel } from './count-contact-tap';
import { listingBeaconAddress } from './listing-beacon';

/**
 * The attributes that let the page's start-up script (shell/public/boot.js) count a tap made before the page is
 * live, when the link's own click handler does not exist yet: the address countContactTap posts to and its body.
 * They are drawn only until the page is live, so a tap is counted once, by one or the other.
 */
export function earlyContactTap(id: string, channel: ContactChannel): Record<string, string> {
  return {
    'data-count-tap': listingBeaconAddress(API_BASE_URL, id, 'contact-tap'),
    'data-count-tap-body': JSON.stringify({ channel }),
  };
}
