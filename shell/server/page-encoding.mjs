// Pages drawn by the server travel compressed: on slow, paid mobile data a search page's HTML (cards, embedded
// data) is a third of its size in brotli. A cached page is compressed once per encoding and kept so.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

const negotiator = new Negotiator({ supportedValues: ['br', 'gzip'] });

/** The encoding to send for an Accept-Encoding header: 'br', 'gzip' or null (as it is). */
export function pageEncoding(acceptEncoding) {
  return acceptEncoding ? negotiator.negotiate(acceptEncoding) : null;
}

/**
 * `html` in `encoding`. Brotli at quality 5 and gzip at level 6: a few milliseconds for a page, most of the gain
 * of the slowest settings (pages change every few seconds; static files are compressed at build time instead).
 */
export function encodePage(html, encoding) {
  if (encoding === 'br') {
    return brotliCompressSync(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      },
    });
  }
  if (encoding === 'gzip') return gzipSync(html, { level: 6 });
  return Buffer.from(html);
}

/**
 * A page to send many times: each encoding is made the first time it is asked for. `bytes` is what keeping it may
 * cost at most: the text (two bytes a character in the worst case), its plain bytes, and brotli and gzip (each
 * smaller than the plain bytes): three times its UTF-8 length bounds it.
 */
export function encodedPage(html) {
  const made = new Map();
  const page = (encoding) => {
    const key = encoding ?? 'identity';
    let body = made.get(key);
    if (!body) {
      body = encodePage(html, encoding);
      made.set(key, body);
    }
    return body;
  };
  page.bytes = 3 * Buffer.byteLength(html);
  return page;
}
