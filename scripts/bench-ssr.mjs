// `pnpm bench:ssr`: requests/s and p50/p99 of pages rendered by the shell's server on 10 000
// listings, at 1 and at 50 connections, beside two baselines of the same run: the static index.html served by
// the same process, and the API call that fetches the same page's data. Each page is measured uncached (a new
// address every request: `?_=n` defeats the render cache, the page's data is the same) and cached (the same
// address: the short cache of anonymous renders). Baselines and pages alternate, so the machine's load falls on
// all of them alike; the ratios are what the targets are about. Every request carries the headers a phone's browser
// sends (Accept-Encoding: gzip, deflate, br): pages and index.html travel compressed, as they do to real visitors.
// Options: BENCH_SECONDS (default 5 per measurement), BENCH_LISTINGS (default 10000).
import autocannon from 'autocannon';
import { repoRoot } from './apps.mjs';
import { startBenchSite } from './bench-site.mjs';
import { run } from './processes.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 10_000);

/** One autocannon run; `unique` gives every request its own address (an uncached render). */
async function measure(url, connections, { unique = false } = {}) {
  let n = 0;
  const target = new URL(url);
  const result = await autocannon({
    url: target.origin,
    connections,
    duration: SECONDS,
    headers: { accept: 'text/html', 'accept-language': 'fr', 'accept-encoding': 'gzip, deflate, br' },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          n += 1;
          const separator = target.search ? '&' : '?';
          return {
            ...request,
            path: `${target.pathname}${target.search}${unique ? `${separator}_=${n}` : ''}`,
          };
        },
      },
    ],
  });
  const bad = result.non2xx + result.errors;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad,
  };
}

const f = (value, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function main() {
  const site = await startBenchSite({
    name: 'bench-ssr',
    // Renders are what is measured, from one address and past the machine's capacity at 50 connections: the
    // shell's per-address render limit and its load shedding would answer 429 and 503 instead.
    env: { SSR_RENDERS_PER_MINUTE: '0', SSR_MAX_EVENT_LOOP_DELAY_MS: '0' },
    prepare: (dataDir, env) =>
      run('pnpm', ['--filter', 'api', 'seed:bulk', String(LISTINGS)], {
        cwd: repoRoot,
        env,
        stdio: 'ignore',
      }),
  });
  try {
    const { origin, apiOrigin } = site;
    const search = await (
      await fetch(`${apiOrigin}/api/v1/products/public/search?query=douala&limit=1`)
    ).json();
    const slug = search.data[0]?.slug;
    if (!slug) throw new Error('no listing to measure');
    const pages = [
      { page: '/', api: '/api/v1/products/public/search?page=1&limit=6' },
      { page: '/search?query=douala', api: '/api/v1/products/public/search?query=douala&page=1&limit=6' },
      { page: `/details/${slug}`, api: `/api/v1/products/public/details/${slug}` },
    ];
    const total = (await (await fetch(`${apiOrigin}/api/v1/products/public/search?limit=1`)).json()).meta
      .total;
    const rows = [];
    for (const connections of [1, 50]) {
      // Warm every path once (server code loaded, caches filled).
      for (const { page, api } of pages) {
        await fetch(`${origin}${page}`, { headers: { accept: 'text/html' } });
        await fetch(`${apiOrigin}${api}`);
      }
      for (const { page, api } of pages) {
        const staticPage = await measure(`${origin}/index.html`, connections);
        const apiCall = await measure(`${apiOrigin}${api}`, connections);
        const uncached = await measure(`${origin}${page}`, connections, { unique: true });
        const cached = await measure(`${origin}${page}`, connections);
        rows.push({
          page: page.length > 32 ? `${page.slice(0, 31)}…` : page,
          connections,
          staticPage,
          apiCall,
          uncached,
          cached,
        });
      }
    }
    const header = [
      'page',
      'conn',
      'static index.html req/s',
      'API call req/s',
      'uncached render req/s · p50 · p99',
      'cached render req/s · p50 · p99',
      'uncached ÷ API',
      'cached ÷ static',
    ];
    console.log(
      `\n${LISTINGS} bulk listings (+ the demo data: ${total} active), ${SECONDS} s per measurement\n`,
    );
    console.log(`| ${header.join(' | ')} |`);
    console.log(`|${header.map(() => '---').join('|')}|`);
    let missed = 0;
    for (const row of rows) {
      const vsApi = row.uncached.rps / row.apiCall.rps;
      const vsStatic = row.cached.rps / row.staticPage.rps;
      const bad = row.staticPage.bad + row.apiCall.bad + row.uncached.bad + row.cached.bad;
      console.log(
        `| ${row.page} | ${row.connections} | ${f(row.staticPage.rps)} | ${f(row.apiCall.rps)} | ` +
          `${f(row.uncached.rps)} · ${f(row.uncached.p50, 1)} ms · ${f(row.uncached.p99, 1)} ms | ` +
          `${f(row.cached.rps)} · ${f(row.cached.p50, 1)} ms · ${f(row.cached.p99, 1)} ms | ` +
          `${vsApi.toFixed(2)} ${vsApi >= 0.5 ? '(≥ 0.5 met)' : '(< 0.5 missed)'} | ` +
          `${vsStatic.toFixed(2)} ${vsStatic >= 0.5 ? '(≥ 0.5 met)' : '(< 0.5 missed)'} |` +
          (bad ? ` ${bad} non-2xx/errors` : ''),
      );
      if (vsApi < 0.5 || vsStatic < 0.5) missed += 1;
      if (row.connections === 1 && row.uncached.p50 > 50) missed += 1;
    }
    console.log(
      '\nTargets: uncached render ≥ 0.5 × its API call, cached render ≥ 0.5 × static index.html, uncached p50 at 1 connection ≤ 50 ms.' +
        (missed ? ` ${missed} target(s) missed on this run.` : ' All met on this run.'),
    );
  } finally {
    await site.stop();
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
