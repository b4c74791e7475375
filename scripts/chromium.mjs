// The browser of the e2e suite and the benchmarks: Debian's Chromium (CHROME_PATH to use another), started with
// the same flags everywhere so that figures and test runs see the same browser. Nothing is downloaded.

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Flags for a machine without a display or sandbox, with the browser's own background traffic off. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The language of the benchmarks' browser: the site's visitors read French. A browser asking for English on a
 * French address is offered the English page by a bar once the page is live; Lighthouse's own browser (en-US)
 * would count that bar as the page still drawing.
 */
export const AUDIENCE_LOCALE = 'fr-FR';
/** The same for a Chromium that Lighthouse starts itself (its language and the Accept-Language it sends). */
export const AUDIENCE_LANGUAGE_FLAGS = [`--lang=${AUDIENCE_LOCALE}`, `--accept-lang=${AUDIENCE_LOCALE},fr`];
