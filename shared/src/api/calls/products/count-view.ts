import { API_BASE_URL } from '../../base-url';
import { isExpired, readAccessToken } from '../../token-storage';

/**
 * POST /products/public/{id}/view: the detail page was seen, for the owner's figures (issue 17). Fire and forget
 * like `countContactTap`: never awaited, `keepalive` so leaving the page does not cancel it, silent on failure.
 * A live session goes with it so that the owner's own visits are not counted (an expired one would only get a
 * 401: it is left out).
 */
export function countView(id: string): void {
  try {
    const token = readAccessToken();
    const headers: Record<string, string> =
      token && !isExpired(token, 5) ? { authorization: `Bearer ${token}` } : {};
    void fetch(`${API_BASE_URL}/products/public/${encodeURIComponent(id)}/view`, {
      method: 'POST',
      keepalive: true,
      headers,
    }).catch(() => undefined);
  } catch {
    // No fetch or no storage: nothing is counted, nothing breaks.
  }
}
