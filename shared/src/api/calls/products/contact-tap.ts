import { API_BASE_URL } from '../../base-url';

/**
 * POST /products/public/{id}/contact-tap: a tap on 'Appeler' or 'WhatsApp', counted for the owner's figures. Sent
 * with `keepalive` (it outlives the page the link leaves), never awaited by the link and silent when it fails.
 */
export function countContactTap(id: string, channel: 'call' | 'whatsapp'): void {
  try {
    void fetch(`${API_BASE_URL}/products/public/${encodeURIComponent(id)}/contact-tap`, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channel }),
    }).catch(() => undefined);
  } catch {
    // No fetch (an old browser): nothing is counted, nothing breaks.
  }
}
