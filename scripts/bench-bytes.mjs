// What a page costs on paid data, in bytes over the network (`pnpm bench:web` prints it after the window table;
// `--bytes-only` prints it alone), and whether Chrome finds the site installable. Debian Chromium through Playwright,
// the bench's phone profile (bench-window.mjs: DevTools network emulation, CPU ×4, a 412 × 823 screen), the site's
// service worker allowed. Three visits per page:
// - (a) first visit, in a fresh browser context: until the page is live, the service worker controls it and the
//   network is quiet (the worker's own set-up is part of a first visit);
// - (b) second visit to the same page, same context, once the worker controls it (navigator.serviceWorker
//   .controller, never a sleep);
// - (c) for a listing: another listing's page after one listing, same context.
// A request's bytes are what came over the network for it: headers and encoded body, the protocol's
// Network.loadingFinished encodedDataLength (Playwright's request.sizes() reads it), for the page's requests and the
// service worker's own (Playwright reports a worker's requests on the context). A response the worker gave the page
// counts 0: what the worker fetched for it over the network, if anything, is counted as the worker's request; a
// response from the browser's HTTP cache counts 0 too (its encodedDataLength). The worker's own script (/sw.js) is
// reported with its headers only: its length is added.
// Beside each visit, the same visit of the page's static snapshot (bench-web.mjs: its DOM with the CSS inlined and
// no script, same server, same browser cache rules): what the content alone costs. Targets: a second visit
// ≤ 15 % of the first; a second listing ≤ its HTML + its main photo + 20 KB.
import { chromium } from '@playwright/test';
import { emulatePhone, PHONE } from './bench-window.mjs';

const LIVE_MARK = 'immo237:live';
export const SECOND_VISIT_MAX = 0.15;
export const NEXT_LISTING_SLACK = 20 * 1024;

/** Counts every request of `context` (its pages' and its service worker's) until `take()`. */
function countBytes(context) {
  let inFlight = 0;
  let lastChange = Date.now();
  let entries = [];
  const change = (delta) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  const finished = async (request) => {
    const response = await request.response();
    const byWorker = request.serviceWorker() !== null;
    if (response?.fromServiceWorker()) {
      return { url: request.url(), type: request.resourceType(), byWorker, bytes: 0, source: 'worker' };
    }
    const sizes = await request.sizes();
    let bytes = Math.max(0, sizes.responseHeadersSize + sizes.responseBodySize);
    // The worker's own script: its headers are reported, its body (streamed into the worker's script store) is
    // not. Headers from the network mean the body came too: its length is the header's.
    if (bytes > 0 && sizes.responseBodySize <= 0 && response?.status() === 200) {
      bytes += Number((await response.headerValue('content-length')) ?? 0);
    }
    return {
      url: request.url(),
      type: request.resourceType(),
      byWorker,
      bytes,
      source: bytes === 0 ? 'HTTP cache' : 'network',
    };
  };
  context.on('request', () => change(+1));
  context.on('requestfailed', () => change(-1));
  context.on('requestfinished', (request) => {
    entries.push(finished(request).finally(() => change(-1)));
  });
  return {
    /** Resolves once no request has been in flight for `quietMs` (the page's late parts, the worker's keeping). */
    async quiet({ quietMs = 1000, timeoutMs = 60_000 } = {}) {
      const start = Date.now();
      for (;;) {
        if (inFlight <= 0 && Date.now() - lastChange >= quietMs) return;
        if (Date.now() - start > timeoutMs) throw new Error(`${inFlight} request(s) still in flight`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    /** The requests finished since the last call, and forgets them. */
    async take() {
      const taken = await Promise.all(entries);
      entries = [];
      return taken;
    },
  };
}

async function phoneContext(browser) {
  const context = await browser.newContext({
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    locale: PHONE.locale,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
  const counter = countBytes(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await emulatePhone(cdp);
  return { context, page, counter };
}

/** A visit of `url`: live, and for a first visit controlled by the service worker; then the network quiet. */
async function visit(page, counter, url, { live, controlled = false }) {
  await page.goto(url, { waitUntil: live ? 'commit' : 'load', timeout: 60_000 });
  if (live) {
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, LIVE_MARK, {
      timeout: 60_000,
    });
  }
  if (controlled) {
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
      timeout: 60_000,
    });
  }
  await counter.quiet();
  const requests = await counter.take();
  return { requests, bytes: requests.reduce((sum, request) => sum + request.bytes, 0) };
}

/** The main photo of a listing's page (the one drawn first) and its bytes in `requests`. */
async function mainPhoto(page, requests) {
  const src = await page.evaluate(
    () => document.querySelector('main img[fetchpriority="high"]')?.currentSrc ?? null,
  );
  if (!src) return { src: null, bytes: NaN };
  const got = requests.filter((request) => request.url === src);
  return { src, bytes: got.reduce((sum, request) => sum + request.bytes, 0) };
}

/** The HTML of `url` as it came over the network in `requests` (the page's request or the worker's for it). */
function htmlBytes(url, requests) {
  const same = (a, b) => new URL(a).href === new URL(b).href;
  return requests
    .filter((request) => same(request.url, url) && request.source === 'network')
    .reduce((sum, request) => sum + request.bytes, 0);
}

/**
 * Measures `pages` ({ page, url, snapshotUrl }) on a first and a second visit, and `next` ({ first, second }, two
 * listings' { url, snapshotUrl }) as one listing then another. Returns rows for printBytesTable.
 */
export async function measureBytes({
  pages,
  next,
  chromePath,
  chromeArgs,
  log = (line) => process.stderr.write(`${line}\n`),
}) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  const rows = [];
  const twice = async (url, live) => {
    const { context, page, counter } = await phoneContext(browser);
    try {
      const first = await visit(page, counter, url, { live, controlled: live });
      const second = await visit(page, counter, url, { live });
      return { first, second };
    } finally {
      await context.close();
    }
  };
  try {
    for (const { page, url, snapshotUrl } of pages) {
      log(`bytes ${page}: first and second visit`);
      const site = await twice(url, true);
      const still = await twice(snapshotUrl, false);
      rows.push({
        page,
        visit: 'first',
        bytes: site.first.bytes,
        snapshot: still.first.bytes,
        requests: site.first.requests,
      });
      rows.push({
        page,
        visit: 'second',
        bytes: site.second.bytes,
        snapshot: still.second.bytes,
        requests: site.second.requests,
        firstBytes: site.first.bytes,
        target: SECOND_VISIT_MAX * site.first.bytes,
      });
    }
    if (next) {
      log(`bytes ${next.page}: a listing after another`);
      const { context, page, counter } = await phoneContext(browser);
      let site;
      try {
        await visit(page, counter, next.first.url, { live: true, controlled: true });
        site = await visit(page, counter, next.second.url, { live: true });
        site.photo = await mainPhoto(page, site.requests);
        site.html = htmlBytes(next.second.url, site.requests);
      } finally {
        await context.close();
      }
      const snapshotContext = await phoneContext(browser);
      let still;
      try {
        await visit(snapshotContext.page, snapshotContext.counter, next.first.snapshotUrl, { live: false });
        still = await visit(snapshotContext.page, snapshotContext.counter, next.second.snapshotUrl, {
          live: false,
        });
      } finally {
        await snapshotContext.context.close();
      }
      rows.push({
        page: next.page,
        visit: 'next listing',
        bytes: site.bytes,
        snapshot: still.bytes,
        requests: site.requests,
        html: site.html,
        photo: site.photo.bytes,
        photoSrc: site.photo.src,
        target: site.html + site.photo.bytes + NEXT_LISTING_SLACK,
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/**
 * Chrome's own installability check (Page.getInstallabilityErrors) on each of `paths`: the errors, none when the
 * page can be installed. An incognito profile is never installable (Chrome answers 'in-incognito'), and every
 * context of browser.newContext() is one: the check uses a persistent profile of its own.
 */
export async function checkInstallable({ origin, paths, chromePath, chromeArgs }) {
  const context = await chromium.launchPersistentContext('', {
    executablePath: chromePath,
    args: chromeArgs,
    serviceWorkers: 'allow',
    viewport: PHONE.viewport,
  });
  const results = [];
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    for (const path of paths) {
      await page.goto(`${origin}${path}`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      const { url } = await cdp.send('Page.getAppManifest');
      results.push({
        path,
        manifest: url ? new URL(url).pathname : null,
        errors: installabilityErrors.map(
          (error) =>
            `${error.errorId}${error.errorArguments.map((arg) => ` ${arg.name}=${arg.value}`).join('')}`,
        ),
      });
    }
  } finally {
    await context.close();
  }
  return results;
}

const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : '–');
const pct = (a, b) => (b > 0 ? `${((100 * a) / b).toFixed(1)} %` : '–');

/** The largest requests of a visit, for saying what takes the bytes. */
function heaviest(requests, count = 8) {
  return requests
    .filter((request) => request.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count)
    .map((request) => {
      const { pathname } = new URL(request.url);
      return `${pathname.length > 60 ? `…${pathname.slice(-59)}` : pathname}${request.byWorker ? ' (by the worker)' : ''} ${kb(request.bytes)}`;
    });
}

/** What kind of file a request is, for the breakdown of a visit. */
function kindOf({ url, type }) {
  const { pathname } = new URL(url);
  if (/\/sw\.js$|\/offline(\.en)?\.html$|\/offline\.(css|js)$/.test(pathname)) return 'worker set-up';
  if (pathname.startsWith('/uploads/')) return 'photos';
  if (pathname.startsWith('/api/') || pathname.endsWith('.json')) return 'data';
  // A page, as the page asked for it or as the worker fetched it for the page (its type is then 'other').
  if (type === 'document' || !/\.[a-z0-9]+$/i.test(pathname)) return 'HTML';
  if (/\.m?js$/.test(pathname)) return 'scripts';
  return 'other';
}

function byKind(requests) {
  const sums = new Map();
  for (const request of requests) {
    if (request.bytes > 0) sums.set(kindOf(request), (sums.get(kindOf(request)) ?? 0) + request.bytes);
  }
  return [...sums].sort((a, b) => b[1] - a[1]);
}

export function printBytesTable(rows, installable = []) {
  const header = ['page', 'visit', 'network', 'snapshot', '÷ snapshot', 'target', 'met'];
  console.log(
    `\nBytes over the network, phone profile (${PHONE.rttMs} ms RTT, ${PHONE.downKbps / 1000} Mbit/s, ${PHONE.viewport.width}×${PHONE.viewport.height}), service worker allowed; 'snapshot' is the same visit of the page's static snapshot:\n`,
  );
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const row of rows) {
    let target = '';
    let met = '';
    if (row.visit === 'second') {
      target = `≤ 15 % of first (${kb(row.target)}): ${pct(row.bytes, row.firstBytes)}`;
      met = row.bytes <= row.target ? 'yes' : 'no';
    } else if (row.visit === 'next listing') {
      target = `≤ HTML ${kb(row.html)} + photo ${kb(row.photo)} + 20 KB = ${kb(row.target)}`;
      met = row.bytes <= row.target ? 'yes' : 'no';
    }
    console.log(
      `| ${[row.page, row.visit, kb(row.bytes), kb(row.snapshot), row.snapshot > 0 ? (row.bytes / row.snapshot).toFixed(2) : '–', target, met].join(' | ')} |`,
    );
  }
  console.log('\nWhat takes the bytes, per visit (by kind, then the heaviest requests):');
  for (const row of rows) {
    const kinds = byKind(row.requests).map(([kind, bytes]) => `${kind} ${kb(bytes)}`);
    console.log(`\n- ${row.page}, ${row.visit}: ${kinds.join(', ') || 'nothing'}`);
    console.log(`  ${heaviest(row.requests).join(', ') || 'none'}`);
  }
  if (installable.length > 0) {
    console.log('\nInstallability (Chrome, Page.getInstallabilityErrors):');
    for (const result of installable) {
      console.log(
        `  ${result.path} (manifest ${result.manifest ?? 'none'}): ${result.errors.length === 0 ? 'installable' : result.errors.join('; ')}`,
      );
    }
  }
}

/** The rows without the per-request lists, plus the per-request lists by visit: the JSON kept beside the reports. */
export function bytesJson(rows, installable) {
  return {
    phone: PHONE,
    targets: { secondVisitMax: SECOND_VISIT_MAX, nextListingSlackBytes: NEXT_LISTING_SLACK },
    rows: rows.map(({ requests, ...row }) => ({
      ...row,
      byKind: Object.fromEntries(byKind(requests)),
      requests: requests.map(({ url, type, bytes, source, byWorker }) => ({
        url,
        type,
        bytes,
        source,
        byWorker,
      })),
    })),
    installable,
  };
}
