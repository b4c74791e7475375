// `pnpm bench:web` (issue 8, items 1-2): builds what is not built yet, starts the composed site on free ports
// with a fresh seeded data folder, runs Lighthouse (mobile preset, Debian Chromium) on the public pages and
// prints one table. The JSON reports are kept under .bench/web/. It also checks the seeded images' byte budgets
// (scripts/check-budgets.mjs) on that fresh data folder.
// Options: --rebuild (build every app again first), CHROME_PATH (default /usr/bin/chromium).
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.mjs';
import { run, startBenchSite } from './bench-site.mjs';
import { checkImageBudgets, printTable } from './check-budgets.mjs';

const PAGES = ['/', '/search', '/acheter', '/louer', '/terrains', 'DETAILS', '/faq', '/agents', '/login'];
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const outDir = path.join(repoRoot, '.bench', 'web');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

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

async function main() {
  if (process.argv.includes('--rebuild')) await run('pnpm', ['build']);
  const { origin, apiOrigin, dataDir, stop } = await startBenchSite({ name: 'bench-web' });
  try {
    const search = await (await fetch(`${apiOrigin}/api/v1/products/public/search?limit=10`)).json();
    const listing = search.data.find((item) => item.media.length > 1) ?? search.data[0];
    if (!listing) throw new Error('the seeded API returned no listing');
    const pages = PAGES.map((page) => (page === 'DETAILS' ? `/details/${listing.slug}` : page));

    const images = checkImageBudgets(path.join(dataDir, 'uploads'));

    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    const lighthouse = path.join(repoRoot, 'node_modules', '.bin', 'lighthouse');
    const rows = [];
    for (const page of pages) {
      const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '_');
      const output = path.join(outDir, `${name}.json`);
      process.stderr.write(`lighthouse ${page}…\n`);
      await run(
        lighthouse,
        [
          `${origin}${page}`,
          '--output=json',
          `--output-path=${output}`,
          '--only-categories=performance,accessibility,best-practices,seo',
          `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
          '--quiet',
        ],
        { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
      );
      rows.push({ page, ...summarise(JSON.parse(readFileSync(output, 'utf8'))) });
    }

    const header = ['page', 'Perf', 'A11y', 'BP', 'SEO', 'LCP', 'TBT', 'CLS', 'JS (transfer)', 'total'];
    const lines = rows.map((row) => [
      row.page,
      String(row.performance),
      String(row.accessibility),
      String(row.bestPractices),
      String(row.seo),
      `${(row.lcp / 1000).toFixed(2)} s`,
      `${Math.round(row.tbt)} ms`,
      row.cls.toFixed(3),
      kb(row.jsBytes),
      kb(row.totalBytes),
    ]);
    console.log(`| ${header.join(' | ')} |`);
    console.log(`|${header.map(() => '---').join('|')}|`);
    for (const line of lines) console.log(`| ${line.join(' | ')} |`);
    console.log(
      `\nLighthouse ${JSON.parse(readFileSync(path.join(outDir, 'home.json'), 'utf8')).lighthouseVersion}, mobile preset; reports in ${path.relative(repoRoot, outDir)}/`,
    );
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
