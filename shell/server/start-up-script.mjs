// The start-up script (shell/public/boot.js, copied into the shell's dist/) is written inline, first in the head of
// every drawn page: it must hold a visitor's clicks from the first paint on, and a script file of its own would leave
// the page on the screen for a round trip before it arrives. The Content-Security-Policy allows exactly this text by
// its SHA-256 hash (no 'unsafe-inline'). A new shell build is seen without a restart (built-file.mjs).
import { createHash } from 'node:crypto';
import { builtFile } from './built-file.mjs';

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
  const read = builtFile(file, {
    checkEveryMs,
    parse: (source) => {
      const text = inlineText(source);
      if (text.includes('</')) throw new Error(`${file}: an inline script may not hold '</'`);
      return { text, hash: scriptHash(text) };
    },
  });
  return () => {
    try {
      return read();
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return null;
      throw error;
    }
  };
}
