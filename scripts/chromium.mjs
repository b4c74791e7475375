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
