import { API_BASE_URL, isExpired, readAccessToken } from '@immo237/shared/api';

/** The address a listing's count is posted to. */
export function listingBeaconAddress(base: string, id: string, event: ListingEvent): string {
  return `${base}/products/public/${encodeURIComponent(id)}/${event}`;
}

export type ListingEvent = 'view' | 'contact-tap';

/**
 * A count for an owner's figures (a view, a tap on 'Appeler' or 'WhatsApp'): never awaited, `keepalive` so that
 * leaving the page does not cancel it, silent on failure. A live session goes with it so that the owner's own
 * visits and taps are not counted (an expired one would only get a 401: it is left out).
 */
export function sendListingBeacon(id: string, event: ListingEvent, body?: unknown): void {
  try {
    const token = readAccessToken();
    const headers: Record<string, string> = {
      ...(token && !isExpired(token, 5) ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    };
    void fetch(listingBeaconAddress(API_BASE_URL, id, event), {
      method: 'POST',
      keepalive: true,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }).catch(() => undefined);
  } catch {
    // No fetch or no storage: nothing is counted, nothing breaks.
  }
}
