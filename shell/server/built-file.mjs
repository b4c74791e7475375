// A file of the shell's build that its server keeps in memory (its index.html, its chunk graph, the start-up
// script): parsed once, read again only when the file's date changes (a new shell build is seen without a restart),
// and its date looked at once a second at most, not at every page. Synchronous: the Content-Security-Policy's hash of
// the start-up script is computed in a synchronous header function, and a date looked at once a second costs
// nothing.
import { readFileSync, statSync } from 'node:fs';

/**
 * @template T
 * @param {string} file
 * @param {{ parse: (text: string) => T, checkEveryMs?: number }} options
 *   parse: what is kept of the file's text (it may throw: the read then throws until the next look tries again)
 * @returns {() => T} throws when the file cannot be read or parsed
 */
export function builtFile(file, { parse, checkEveryMs = 1000 }) {
  /** @type {{ value: T } | { error: unknown } | null} */
  let kept = null;
  let modified = -1;
  let checkedAt = -Infinity;
  return () => {
    const now = Date.now();
    if (kept === null || now - checkedAt >= checkEveryMs) {
      checkedAt = now;
      try {
        const { mtimeMs } = statSync(file);
        if (kept === null || 'error' in kept || mtimeMs !== modified) {
          kept = { value: parse(readFileSync(file, 'utf8')) };
          modified = mtimeMs;
        }
      } catch (error) {
        // A missing file (the dev server has no start-up script) is looked for again at the next look, not at
        // every page.
        kept = { error };
      }
    }
    if ('error' in kept) throw kept.error;
    return kept.value;
  };
}
