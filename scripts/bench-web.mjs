// `pnpm bench:web`: builds what is not built yet, starts the composed site
// on free ports with a fresh seeded data folder, runs Lighthouse (mobile preset, Debian Chromium) on the public
// pages and prints one table. Absolute figures move with the machine's load, so each page is measured beside a
// static snapshot of itself (its rendered DOM with the CSS inlined and every script removed, served by the same
// server), alternating page and snapshot, and the table gives the ratio of their LCPs: the snapshot is what the
// content costs, the difference is what drawing it costs. Beside Lighthouse's TBT, the same main-thread tasks of its
// trace scored on the CPU time the thread used (and the clock ÷ CPU ratio): on a machine with few cores the page
// waits for one while the browser's other processes run, and Lighthouse counts that wait as blocking. The JSON
// reports and traces are kept under .bench/web/. It also
// checks the seeded images' byte budgets (scripts/check-budgets.mjs) on that fresh data folder.
// After it, a second table (scripts/bench-window.mjs): per page under a phone profile in Chromium, the LCP, the
// moment the page is live and the window between them, beside the same snapshot's LCP.
// Then a third table (scripts/bench-bytes.mjs): the bytes over the network of `/`, `/search` and a listing's page
// on a first and a second visit with the site's service worker, and of a listing's page after another one, beside
// the same visits of their snapshots; and Chrome's installability check of `/` and `/en`. Its JSON is kept as
// .bench/web/bytes.json.
// Options: --rebuild (build every app again first), --pages=/,/search (a subset; DETAILS names a listing's page),
// --window-only (the second table alone), --bytes-only (the third alone), --runs=N (loads per page and variant in it, default 5), --boot=FILE
// (also measure the pages with FILE as their start-up script, in the same alternation; the site then runs without
// its render cache), CHROME_PATH (default /usr/bin/chromium). The browsers ask for French, as the site's visitors do.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { repoRoot } from './apps.mjs';
import { AUDIENCE_LANGUAGE_FLAGS, AUDIENCE_LOCALE, CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { startBenchSite } from './bench-site.mjs';
import { run } from './processes.mjs';
import { blockingTimes } from './trace-tasks.mjs';
import { checkImageBudgets, printTable } from './check-budgets.mjs';
import { measureWindow, printWindowTable } from './bench-window.mjs';
import { bytesJson, checkInstallable, measureBytes, printBytesTable } from './bench-bytes.mjs';

const PAGES = ['/', '/search', '/acheter', '/louer', '/terrains', 'DETAILS', '/faq', '/agents', '/login'];
// The bytes table's pages (a listing's page is also measured after another listing's).
const BYTES_PAGES = ['/', '/search', 'DETAILS'];
// Lighthouse starts Chromium itself and needs --headless among its flags; Playwright adds its own.
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS, ...AUDIENCE_LANGUAGE_FLAGS];
const outDir = path.join(repoRoot, '.bench', 'web');
const chromePath = CHROMIUM_PATH;

/**
 * A static copy of `url` as a phone sees it once drawn: the DOM with every stylesheet rule inlined (styled-components
 * keeps its rules in the CSSOM) and no script, written into the shell's dist/ so the same server sends it.
 */
async function snapshot(url, file) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, locale: AUDIENCE_LOCALE });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => performance.getEntriesByName('immo237:live').length > 0);
    const html = await page.evaluate(() => {
      const css = [...document.styleSheets]
        .map((sheet) => {
          try {
            return [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
          } catch {
            return '';
          }
        })
        .join('\n');
      document
        .querySelectorAll(
          'script, style, link[rel="preload"], link[rel="modulepreload"], link[rel="stylesheet"]',
        )
        .forEach((node) => node.remove());
      const style = document.createElement('style');
      style.textContent = css;
      document.head.appendChild(style);
      return `<!doctype html>${document.documentElement.outerHTML}`;
    });
    writeFileSync(file, html);
  } finally {
    await browser.close();
  }
}

const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;

function summarise(report) {
  const audits = report.audits;
  const items = audits['network-requests']?.details?.items ?? [];
  const jsBytes = items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    jsBytes,
    totalBytes: audits['total-byte-weight']?.numericValue ?? NaN,
  };
}

/**
 * From Lighthouse's trace: the blocking time scored on the main thread's own CPU time, and how much longer its
 * tasks took on the clock. On a machine with few cores the page's main thread waits for one while the browser's
 * other processes run, and Lighthouse counts that wait as blocking; the CPU figure is the page's own cost.
 */
function threadFigures(trace) {
  const times = blockingTimes(trace.traceEvents ?? trace);
  return { cpuTbt: times.cpu, wallPerCpu: times.wallTotal / times.cpuTotal };
}

function printLighthouse(rows, report) {
  const header = [
    'page',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'LCP',
    'snapshot LCP (Perf)',
    'LCP ÷ snapshot (≤ 1.3)',
    'TBT',
    // A page with no script blocks nothing on a quiet machine: its TBT says how loaded this one was.
    'snapshot TBT',
    // The same tasks scored on the CPU the main thread used: what the page costs, whatever else ran.
    'TBT on CPU time',
    'main thread: clock ÷ CPU',
    'CLS',
    'JS (transfer)',
    'total',
  ];
  const lines = rows.map((row) => [
    row.page,
    String(row.performance),
    String(row.accessibility),
    String(row.bestPractices),
    String(row.seo),
    `${(row.lcp / 1000).toFixed(2)} s`,
    `${(row.snapshotLcp / 1000).toFixed(2)} s (${row.snapshotPerformance})`,
    (row.lcp / row.snapshotLcp).toFixed(2),
    `${Math.round(row.tbt)} ms`,
    `${Math.round(row.snapshotTbt)} ms`,
    `${Math.round(row.cpuTbt)} ms`,
    row.wallPerCpu.toFixed(2),
    row.cls.toFixed(3),
    kb(row.jsBytes),
    kb(row.totalBytes),
  ]);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);
  console.log(
    `\nLighthouse ${JSON.parse(readFileSync(report, 'utf8')).lighthouseVersion}, mobile preset; reports in ${path.relative(repoRoot, outDir)}/`,
  );
}

/** The value of `--name=value` on the command line, if given. */
const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

async function main() {
  if (process.argv.includes('--rebuild')) await run('pnpm', ['build']);
  // A start-up script compared (--boot) reaches the pages only without the render cache, which keeps them drawn.
  const bootFile = option('boot') ? path.resolve(option('boot')) : null;
  const { origin, apiOrigin, dataDir, stop } = await startBenchSite({
    name: 'bench-web',
    env: bootFile ? { SSR_CACHE_MS: '0' } : {},
  });
  try {
    const search = await (await fetch(`${apiOrigin}/api/v1/products/public/search?limit=10`)).json();
    const listing = search.data.find((item) => item.media.length > 1) ?? search.data[0];
    if (!listing) throw new Error('the seeded API returned no listing');
    // Another listing with photos, for a listing's page visited after one.
    const other = search.data.find((item) => item !== listing && item.media.length > 0);
    const only = option('pages');
    const bytesOnly = process.argv.includes('--bytes-only');
    const pages = (only ? only.split(',') : bytesOnly ? BYTES_PAGES : PAGES).map((page) =>
      page === 'DETAILS' ? `/details/${listing.slug}` : page,
    );

    const images = checkImageBudgets(path.join(dataDir, 'uploads'));

    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    const lighthouse = path.join(repoRoot, 'node_modules', '.bin', 'lighthouse');
    // Lighthouse sometimes loses its trace on a loaded machine (NO_NAVSTART): one more try before giving up.
    const audit = async (url, output, tries = 2) => {
      try {
        return await auditOnce(url, output);
      } catch (error) {
        if (tries <= 1) throw error;
        process.stderr.write(`lighthouse ${url} failed (${error.message}); once more\n`);
        return audit(url, output, tries - 1);
      }
    };
    const auditOnce = async (url, output) => {
      process.stderr.write(`lighthouse ${url}…\n`);
      await run(
        lighthouse,
        [
          url,
          '--output=json',
          `--output-path=${output}`,
          '--only-categories=performance,accessibility,best-practices,seo',
          `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
          '--quiet',
          // Its trace too (beside the report), for the blocking time on the main thread's own CPU time.
          '--save-assets',
        ],
        { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
      );
      const trace = JSON.parse(readFileSync(output.replace(/\.json$/, '-0.trace.json'), 'utf8'));
      return { ...summarise(JSON.parse(readFileSync(output, 'utf8'))), ...threadFigures(trace) };
    };
    // Snapshots go where the shell's server sends static files from: same origin, same server, same headers.
    const snapshotDir = path.join(repoRoot, 'shell', 'dist', '__bench');
    mkdirSync(snapshotDir, { recursive: true });
    const windowOnly = process.argv.includes('--window-only');
    const runs = Number(option('runs') ?? 5);
    const nameOf = (page) => (page === '/' ? 'home' : page.slice(1).replaceAll('/', '_'));
    const rows = [];
    try {
      for (const page of pages) {
        const name = nameOf(page);
        await snapshot(`${origin}${page}`, path.join(snapshotDir, `${name}.html`));
        if (windowOnly || bytesOnly) continue;
        const measured = await audit(`${origin}${page}`, path.join(outDir, `${name}.json`));
        const still = await audit(
          `${origin}/__bench/${name}.html`,
          path.join(outDir, `${name}.snapshot.json`),
        );
        rows.push({
          page,
          ...measured,
          snapshotLcp: still.lcp,
          snapshotPerformance: still.performance,
          snapshotTbt: still.tbt,
        });
      }
      if (!windowOnly && !bytesOnly) printLighthouse(rows, path.join(outDir, `${nameOf(pages[0])}.json`));
      const at = (page) => ({
        url: `${origin}${page}`,
        snapshotUrl: `${origin}/__bench/${nameOf(page)}.html`,
      });
      const windowRows = bytesOnly
        ? []
        : await measureWindow({
            pages: pages.map((page) => ({
              page: page.startsWith('/details/') ? '/details/{slug}' : page,
              url: `${origin}${page}`,
              snapshotUrl: `${origin}/__bench/${nameOf(page)}.html`,
            })),
            runs,
            chromePath,
            chromeArgs: CHROMIUM_ARGS,
            bootFile,
            distBootFile: path.join(repoRoot, 'shell', 'dist', 'boot.js'),
          });
      if (!bytesOnly) printWindowTable(windowRows, { runs });
      if (!windowOnly) {
        const bytesPages = pages.filter((page) =>
          BYTES_PAGES.some(
            (wanted) => wanted === page || (wanted === 'DETAILS' && page.startsWith('/details/')),
          ),
        );
        let next = null;
        if (other && bytesPages.includes(`/details/${listing.slug}`)) {
          const second = `/details/${other.slug}`;
          await snapshot(`${origin}${second}`, path.join(snapshotDir, `${nameOf(second)}.html`));
          next = { page: '/details/{slug}', first: at(`/details/${listing.slug}`), second: at(second) };
        }
        const bytesRows = await measureBytes({
          pages: bytesPages.map((page) => ({
            page: page.startsWith('/details/') ? '/details/{slug}' : page,
            ...at(page),
          })),
          next,
          chromePath,
          chromeArgs: CHROMIUM_ARGS,
        });
        const installable = await checkInstallable({
          origin,
          paths: ['/', '/en'],
          chromePath,
          chromeArgs: CHROMIUM_ARGS,
        });
        printBytesTable(bytesRows, installable);
        mkdirSync(outDir, { recursive: true });
        writeFileSync(
          path.join(outDir, 'bytes.json'),
          `${JSON.stringify(bytesJson(bytesRows, installable), null, 2)}\n`,
        );
        console.log(`\nBytes as JSON: ${path.relative(repoRoot, path.join(outDir, 'bytes.json'))}`);
      }
    } finally {
      rmSync(snapshotDir, { recursive: true, force: true });
    }

    console.log('\nSeeded images:');
    printTable(images.rows);
    if (images.failures.length > 0) {
      for (const failure of images.failures) console.error(`Budget exceeded: ${failure}`);
      process.exitCode = 1;
    }
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
