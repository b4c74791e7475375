// The start-up script (shell/public/boot.js, copied into the shell's dist/) is written inline, first in the head of
// every drawn page: it must hold a visitor's clicks from the first paint on, and a script file of its own would leave
// the page on the screen for a round trip before it arrives. The Content-Security-Policy allows exactly this text by
// its SHA-256 hash (no 'unsafe-inline'). A new shell build is seen without a restart: the file's date is looked at
// once a second at most.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

/** The script as it is inlined: full-line comments, indentation and blank lines dropped. */
export function inlineText(source) {
  return source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'))
    .join('\n');
}

/** The CSP source that allows `text` as an inline script. */
export const scriptHash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * A reader of the start-up script in `file`: `{ text, hash }`, or null when the build has none (the dev server's
 * pages are drawn by the browser).
 */
export function startUpScriptReader(file, { checkEveryMs = 1000 } = {}) {
  let current = null;
  let modified = -1;
  let checkedAt = -Infinity;
  return () => {
    const now = Date.now();
    if (now - checkedAt < checkEveryMs) return current;
    checkedAt = now;
    let stats;
    try {
      stats = statSync(file);
    } catch {
      current = null;
      return current;
    }
    if (stats.mtimeMs !== modified) {
      const text = inlineText(readFileSync(file, 'utf8'));
      if (text.includes('</')) throw new Error(`${file}: an inline script may not hold '</'`);
      current = { text, hash: scriptHash(text) };
      modified = stats.mtimeMs;
    }
    return current;
  };
}
