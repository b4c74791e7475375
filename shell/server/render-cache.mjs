// @ts-check
// A short cache of rendered pages, least recently used first out, within a memory bound. One rendering serves
// every visitor asking for the same address in the same language and the same header variant (anonymous, or the
// neutral account area of a visitor whose browser holds a session): the caller's key says which. An entry is
// dropped when the catalogue changes (the API's data version, polled once a second), when a remote is released
// (the remotes' entries are part of the key), after `ttlMs` in any case, and when newer pages need its room.
import { LRUCache } from 'lru-cache';

/**
 * @param {object} options
 * @param {string} options.apiUrl
 * @param {number} options.ttlMs 0 turns the cache off
 * @param {number} [options.maxBytes] the memory the kept pages may take, as counted by `set`'s `bytes`
 * @param {number} [options.pollMs]
 * @param {(url: string, init: { signal: AbortSignal }) => Promise<Response>} [options.fetch]
 */
export function createRenderCache({
  apiUrl,
  ttlMs,
  maxBytes = 64 * 1024 * 1024,
  pollMs = 1000,
  fetch = globalThis.fetch,
}) {
  const enabled = ttlMs > 0 && maxBytes > 0;
  /** @type {LRUCache<string, { value: unknown }> | null} */
  const entries = enabled
    ? new LRUCache({ maxSize: maxBytes, ttl: ttlMs, updateAgeOnGet: false, allowStale: false })
    : null;
  /** null while the version is unknown (the API unreachable): nothing is kept then. */
  /** @type {string | null} */
  let version = null;
  let timer = /** @type {NodeJS.Timeout | null} */ (null);

  async function poll() {
    try {
      // Time to answer: an API slowed by a burst of visitors is not an API that cannot say its version (clearing
      // then threw the cache away exactly when it was needed). The time to live still bounds a kept page's age.
      const response = await fetch(`${apiUrl}/api/v1/products/public/version`, {
        signal: AbortSignal.timeout(Math.max(pollMs * 5, 2000)),
      });
      if (!response.ok) throw new Error(`version answered ${response.status}`);
      const next = String((await response.json()).data?.version ?? '');
      if (next !== version) entries?.clear();
      version = next || null;
    } catch {
      entries?.clear();
      version = null;
    }
  }

  if (enabled) {
    void poll();
    timer = setInterval(() => void poll(), pollMs);
    timer.unref();
  }

  return {
    enabled,
    /** @param {string} key */
    get(key) {
      return entries?.get(key)?.value;
    },
    /**
     * @param {string} key
     * @param {unknown} value
     * @param {number} bytes what keeping it costs (a page larger than the whole bound is not kept)
     */
    set(key, value, bytes) {
      if (!entries || version === null) return;
      entries.set(key, { value }, { size: Math.max(1, Math.ceil(bytes)) });
    },
    /** How many pages are kept, and the bytes they are counted for. */
    stats() {
      return { entries: entries?.size ?? 0, bytes: entries?.calculatedSize ?? 0 };
    },
    /** For tests: ask the API's version now. */
    poll,
    close() {
      if (timer) clearInterval(timer);
    },
  };
}
