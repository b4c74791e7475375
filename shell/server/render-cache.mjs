// @ts-check
// A short cache of rendered pages. Every server-rendered page is anonymous (the session lives in the browser),
// so one rendering serves every visitor asking for the same address in the same language. An entry is dropped
// when the catalogue changes (the API's data version, polled once a second), when a remote is released (the
// remotes' entries are part of the key) and after `ttlMs` in any case.

/**
 * @param {object} options
 * @param {string} options.apiUrl
 * @param {number} options.ttlMs 0 turns the cache off
 * @param {number} [options.pollMs]
 * @param {number} [options.maxEntries]
 * @param {(url: string, init: { signal: AbortSignal }) => Promise<Response>} [options.fetch]
 */
export function createRenderCache({
  apiUrl,
  ttlMs,
  pollMs = 1000,
  maxEntries = 500,
  fetch = globalThis.fetch,
}) {
  /** @type {Map<string, { at: number, value: unknown }>} */
  const entries = new Map();
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
      if (next !== version) entries.clear();
      version = next || null;
    } catch {
      entries.clear();
      version = null;
    }
  }

  if (ttlMs > 0) {
    void poll();
    timer = setInterval(() => void poll(), pollMs);
    timer.unref();
  }

  return {
    enabled: ttlMs > 0,
    /** @param {string} key */
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (Date.now() - entry.at > ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    /** @param {string} key @param {unknown} value */
    set(key, value) {
      if (ttlMs <= 0 || version === null) return;
      if (entries.size >= maxEntries) entries.delete(/** @type {string} */ (entries.keys().next().value));
      entries.set(key, { at: Date.now(), value });
    },
    /** For tests: ask the API's version now. */
    poll,
    close() {
      if (timer) clearInterval(timer);
    },
  };
}
