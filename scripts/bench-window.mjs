// The window between a page's largest paint and the page being live, under a phone profile (`pnpm bench:web`
// prints it after the Lighthouse table; `--window-only` prints it alone). Lighthouse simulates its figures and
// stops caring once the page is painted; a visitor on a slow phone sees the page and then waits for its controls.
// This measures that wait in a real browser: Debian Chromium through Playwright and the DevTools protocol, the
// network at 150 ms round trip, 1.6 Mbit/s down and 750 kbit/s up (Network.emulateNetworkConditions), the CPU
// slowed four times (Emulation.setCPUThrottlingRate), a 412 × 823 phone screen, a fresh browser context (cold
// cache, new connections) for every load. Per load it reads:
// - LCP: the last largest-contentful-paint entry (PerformanceObserver, buffered) before the page is live;
// - live: the `immo237:live` User Timing mark, set once per page load in the commit where the route's own page
//   block is hydrated and its controls have taken over (shell/src/federation/live-mark.ts says exactly when);
// - the window, live − LCP, and where it went: when the first application script was asked for, when the last
//   script byte arrived, how many script bytes came (from the protocol's network events), and when the root
//   said it was hydrated (`data-hydrated` on <html>, which comes before the page block is live), and when the last
//   control of the main block stopped waiting (a part a page loads after itself, such as a listing's contact form,
//   may come after the mark).
// Absolute times move with the machine's load (a 2-core machine shared with other work moves them by tens of
// percent), so each page is measured beside its static snapshot (bench-web.mjs: its DOM with the CSS inlined and
// no script, same server), loads alternating, and the table gives LCP ÷ snapshot LCP and window ÷ snapshot LCP.
// Medians of `--runs=N` loads (default 5). `--boot=FILE` also measures, in the same alternation, the page with
// FILE as its start-up script (a before/after of the start-up script on one build and one machine load): the
// shell's server writes dist/boot.js inline into every page it draws and reads the file again when it changes,
// so the bench writes each variant's script there before its loads (the site then runs without its render
// cache, which would keep pages with the other script) and waits until the pages carry it.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { inlineText, scriptHash } from '../shell/server/start-up-script.mjs';
import { AUDIENCE_LOCALE } from './chromium.mjs';

export const PHONE = {
  rttMs: 150,
  downKbps: 1600,
  upKbps: 750,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  locale: AUDIENCE_LOCALE,
};

/** The phone profile's network and CPU on a page's DevTools session (`context.newCDPSession(page)`). */
export async function emulatePhone(cdp) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.rttMs,
    downloadThroughput: (PHONE.downKbps * 1000) / 8,
    uploadThroughput: (PHONE.upKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
}

const LIVE_MARK = 'immo237:live';

/** Runs in the page before any of its own scripts: records what the bench reads at the end. */
function instrument(liveMark) {
  const bench = { lcp: [], hydratedAt: null, liveAt: null, controlsAt: null };
  window.__bench = bench;
  let resolveLive;
  bench.live = new Promise((resolve) => (resolveLive = resolve));
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.lcp.push({
        at: entry.startTime,
        size: entry.size,
        element: entry.element ? entry.element.tagName : null,
      });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    const mark = list.getEntriesByName(liveMark)[0];
    if (mark && bench.liveAt === null) {
      bench.liveAt = mark.startTime;
      resolveLive(mark.startTime);
    }
  }).observe({ type: 'mark', buffered: true });
  new MutationObserver(() => {
    if (bench.hydratedAt === null && document.documentElement.dataset.hydrated === 'true')
      bench.hydratedAt = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  // When the last control of the page's main block stops waiting for a script (a part the page loads after
  // itself, like a listing's contact form, can come after the live mark).
  new MutationObserver(() => {
    const main = document.getElementById('main-content');
    if (main && !main.querySelector('[data-awaits-script]')) bench.controlsAt = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-awaits-script'] });
}

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One load of `url` under the phone profile in a fresh context; `live` false for a snapshot (no script). */
async function load(browser, url, { live, timeoutMs = 40_000 }) {
  const context = await browser.newContext({
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    locale: PHONE.locale,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await emulatePhone(cdp);
    const scripts = new Map();
    cdp.on('Network.requestWillBeSent', ({ requestId, type, request }) => {
      if (type === 'Script') scripts.set(requestId, { url: request.url, bytes: 0 });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const script = scripts.get(requestId);
      if (script) script.bytes = encodedDataLength;
    });
    await page.addInitScript(instrument, LIVE_MARK);
    await page.goto(url, { waitUntil: live ? 'commit' : 'load', timeout: timeoutMs });
    if (live) {
      await page.evaluate(
        (ms) =>
          Promise.race([
            window.__bench.live,
            new Promise((_, reject) => setTimeout(() => reject(new Error('never live')), ms)),
          ]),
        timeoutMs,
      );
    }
    // A largest paint after the last candidate is still reported for a moment, and a part the page loads after
    // itself may still be on its way: let them arrive.
    await page.waitForTimeout(live ? 1500 : 500);
    const result = await page.evaluate(() => {
      const bench = window.__bench;
      const before = bench.liveAt ?? Infinity;
      const candidates = bench.lcp.filter((entry) => entry.at <= before);
      const last = candidates[candidates.length - 1] ?? bench.lcp[bench.lcp.length - 1];
      const isScript = (entry) => entry.initiatorType === 'script' || /\.m?js(\?|$)/.test(entry.name);
      const resources = performance.getEntriesByType('resource').filter(isScript);
      const app = resources.filter((entry) => !/\/boot\.js(\?|$)/.test(entry.name));
      const arrived = app.filter((entry) => entry.responseEnd <= before);
      return {
        lcp: last ? last.at : NaN,
        lcpElement: last ? last.element : null,
        live: bench.liveAt ?? NaN,
        hydrated: bench.hydratedAt ?? NaN,
        controls:
          bench.controlsAt === null ? (bench.liveAt ?? NaN) : Math.max(bench.controlsAt, bench.liveAt ?? 0),
        firstScriptAsked: app.length ? Math.min(...app.map((e) => e.startTime)) : NaN,
        lastScriptIn: arrived.length ? Math.max(...arrived.map((e) => e.responseEnd)) : NaN,
      };
    });
    result.scriptBytes = [...scripts.values()]
      .filter((script) => !/\/boot\.js(\?|$)/.test(script.url))
      .reduce((sum, script) => sum + script.bytes, 0);
    return result;
  } finally {
    await context.close();
  }
}

/**
 * Makes `source` the start-up script of the pages the site at `url` draws from now on: written over `distFile`,
 * then awaited until a page's Content-Security-Policy allows it (the server reads the file again within a second).
 */
async function switchStartUpScript(distFile, source, url) {
  writeFileSync(distFile, source);
  const hash = scriptHash(inlineText(source));
  for (let tries = 0; tries < 100; tries += 1) {
    const response = await fetch(url);
    await response.arrayBuffer();
    if ((response.headers.get('content-security-policy') ?? '').includes(hash)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the site at ${url} did not take the start-up script written into ${distFile}`);
}

/**
 * Measures every page of `pages` ({ page, url, snapshotUrl }) `runs` times, alternating the page and its snapshot
 * (and the page with `bootFile` as its start-up script when given: `distBootFile` is the one the site's server
 * inlines, put back as built at the end). Returns one row per page and variant, with medians.
 */
export async function measureWindow({
  pages,
  runs = 5,
  chromePath,
  chromeArgs,
  bootFile = null,
  distBootFile = null,
  log = (line) => process.stderr.write(`${line}\n`),
}) {
  const builtBoot = bootFile && distBootFile ? readFileSync(distBootFile, 'utf8') : null;
  const variants = [{ name: 'as built', boot: builtBoot }];
  if (builtBoot !== null)
    variants.push({ name: `boot: ${path.basename(bootFile)}`, boot: readFileSync(bootFile, 'utf8') });
  let inUse = builtBoot;
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  const rows = [];
  try {
    for (const { page, url, snapshotUrl } of pages) {
      const samples = new Map(variants.map((variant) => [variant.name, []]));
      const still = [];
      for (let run = 0; run < runs; run += 1) {
        log(`window ${page}: run ${run + 1}/${runs}`);
        // Alternate the order too, so neither variant always follows the snapshot.
        const order = run % 2 ? [...variants].reverse() : variants;
        for (const variant of order) {
          try {
            if (variant.boot !== inUse) {
              await switchStartUpScript(distBootFile, variant.boot, url);
              inUse = variant.boot;
            }
            samples.get(variant.name).push(await load(browser, url, { live: true }));
          } catch (error) {
            log(`  ${variant.name}: ${error.message}`);
          }
        }
        try {
          still.push(await load(browser, snapshotUrl, { live: false }));
        } catch (error) {
          log(`  snapshot: ${error.message}`);
        }
      }
      const snapshotLcp = median(still.map((s) => s.lcp));
      for (const variant of variants) {
        const loads = samples.get(variant.name);
        if (loads.length === 0) {
          log(`window ${page} (${variant.name}): no load succeeded`);
          process.exitCode = 1;
        }
        const windows = loads.map((s) => s.live - s.lcp);
        rows.push({
          page,
          variant: variant.name,
          loads: loads.length,
          lcp: median(loads.map((s) => s.lcp)),
          live: median(loads.map((s) => s.live)),
          window: median(windows),
          windowMin: Math.min(...windows),
          windowMax: Math.max(...windows),
          hydrated: median(loads.map((s) => s.hydrated)),
          controls: median(loads.map((s) => s.controls)),
          asked: median(loads.map((s) => s.firstScriptAsked - s.lcp)),
          scriptsIn: median(loads.map((s) => s.lastScriptIn - s.lcp)),
          scriptBytes: median(loads.map((s) => s.scriptBytes)),
          lcpElement: loads[0]?.lcpElement ?? '',
          snapshotLcp,
          snapshotLoads: still.length,
        });
      }
    }
  } finally {
    await browser.close();
    if (builtBoot !== null && inUse !== builtBoot) writeFileSync(distBootFile, builtBoot);
  }
  return rows;
}

const s = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '–');
const signed = (ms) =>
  Number.isFinite(ms) ? `${ms < 0 ? '−' : '+'}${(Math.abs(ms) / 1000).toFixed(2)} s` : '–';
const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? (a / b).toFixed(2) : '–');

export function printWindowTable(rows, { runs }) {
  const compared = rows.some((row) => row.variant !== 'as built');
  const header = [
    'page',
    ...(compared ? ['variant'] : []),
    'LCP',
    'live',
    'window (≤ 1.5 s)',
    'window min–max',
    'snapshot LCP',
    'LCP ÷ snapshot',
    'window ÷ snapshot LCP',
    'scripts asked',
    'last script in',
    'root hydrated',
    'every control live',
    'JS (transfer)',
  ];
  console.log(
    `\nLargest paint → live, phone profile (CPU ×${PHONE.cpuSlowdown}, ${PHONE.rttMs} ms RTT, ${PHONE.downKbps / 1000} Mbit/s down, ${PHONE.upKbps} kbit/s up, ${PHONE.viewport.width}×${PHONE.viewport.height}), medians of ${runs} cold loads; 'scripts asked' and 'last script in' are after the LCP:\n`,
  );
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const row of rows) {
    console.log(
      `| ${[
        row.page,
        ...(compared ? [row.variant] : []),
        s(row.lcp),
        s(row.live),
        s(row.window),
        `${s(row.windowMin)}–${s(row.windowMax)}`,
        s(row.snapshotLcp),
        ratio(row.lcp, row.snapshotLcp),
        ratio(row.window, row.snapshotLcp),
        signed(row.asked),
        signed(row.scriptsIn),
        s(row.hydrated),
        s(row.controls),
        `${Math.round(row.scriptBytes / 1024)} KB`,
      ].join(' | ')} |`,
    );
  }
}
