// pnpm bench:soak — mixed public traffic (search with filters, details, an image under /uploads) at a
// fixed rate for SOAK_SECONDS (300 by default) against a seeded API in its own process. Reports 5xx, resident memory
// growth and p99 drift between the first and the last window, then a past-capacity phase (503 shedding by
// @fastify/under-pressure) and the recovery after it. Exits 1 when a check fails.
//   SOAK_SECONDS (300)  SOAK_RATE requests/s (60)  SOAK_STRICT_P99=0 to report p99 drift without failing on it
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const RATE = Number(process.env.SOAK_RATE ?? 60);
const WINDOW = Math.max(5, Math.min(60, Math.floor(SECONDS / 4)));
const WINDOWS = Math.max(2, Math.round(SECONDS / WINDOW));
const file = fileURLToPath(import.meta.url);

interface Ready {
  url: string;
  slugs: string[];
  image: string;
}

async function serve() {
  const { buildApp } = await import('../src/app.js');
  const { loadConfig } = await import('../src/config.js');
  const app = await buildApp({ config: { ...loadConfig(), host: '127.0.0.1', port: 0 }, logger: false });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const search = await app.inject({ url: '/api/v1/products/public/search?limit=20' });
  const items = (search.json() as { data: { slug: string; media: { sizes: Record<string, string> }[] }[] })
    .data;
  const image = items.flatMap((item) =>
    item.media.map((m) => m.sizes['320'] ?? Object.values(m.sizes)[0]),
  )[0];
  process.send?.({
    type: 'ready',
    url,
    slugs: items.map((item) => item.slug),
    image: image ?? '/api/health',
  });
  process.on('message', (msg: { type: string }) => {
    if (msg.type === 'rss') process.send?.({ type: 'rss', rss: process.memoryUsage().rss });
  });
}

function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', file, 'serve'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SEED: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: process.env.PRESSURE_MAX_EVENT_LOOP_DELAY_MS ?? '100',
      PRESSURE_RETRY_AFTER: '1',
    },
  });
  const ready = new Promise<Ready>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the API exited while starting (${code})`)));
    child.on('message', (msg: Ready & { type: string }) => msg.type === 'ready' && resolve(msg));
  });
  const rss = () =>
    new Promise<number>((resolve) => {
      const on = (msg: { type: string; rss: number }) => {
        if (msg.type !== 'rss') return;
        child.off('message', on);
        resolve(msg.rss);
      };
      child.on('message', on);
      child.send({ type: 'rss' });
    });
  return { child, ready, rss };
}

function requests(ready: Ready) {
  const filters = [
    'limit=6&sort=newest',
    'limit=6&bedrooms=3',
    'limit=6&query=Kribi',
    'limit=6&minPrice=1000000&maxPrice=90000000',
    'limit=6&page=2',
  ];
  return [
    ...filters.map((q) => ({ method: 'GET' as const, path: `/api/v1/products/public/search?${q}` })),
    ...ready.slugs
      .slice(0, 5)
      .map((slug) => ({ method: 'GET' as const, path: `/api/v1/products/public/details/${slug}` })),
    { method: 'GET' as const, path: ready.image },
  ];
}

interface Run {
  total: number;
  p99: number;
  fiveXx: number;
  shed: number;
}

async function run(
  ready: Ready,
  seconds: number,
  opts: { rate?: number; connections: number },
): Promise<Run> {
  const result = await autocannon({
    url: ready.url,
    duration: seconds,
    connections: opts.connections,
    ...(opts.rate ? { overallRate: opts.rate } : {}),
    requests: requests(ready),
  });
  const codes: Record<string, number | undefined> = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]),
  );
  // Socket errors and timeouts are answers the server failed to give: counted as 5xx.
  codes['599'] = result.errors + result.timeouts;
  const fiveXx = Object.entries(codes)
    .filter(([code]) => Number(code) >= 500)
    .reduce((sum, [code, n]) => sum + (code === '503' ? 0 : (n ?? 0)), 0);
  return { total: result.requests.total, p99: result.latency.p99, fiveXx, shed: codes[503] ?? 0 };
}

export interface SoakReport {
  seconds: number;
  rate: number;
  requests: number;
  fiveXx: number;
  shedAtRate: number;
  rssStartMb: number;
  rssEndMb: number;
  rssGrowth: number;
  p99FirstMs: number;
  p99LastMs: number;
  p99Drift: number;
  overload: { requests: number; shed: number; fiveXx: number };
  recovery: { requests: number; shed: number; fiveXx: number };
}

export async function soak(): Promise<SoakReport> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'immo237-soak-'));
  const server = startServer(dataDir);
  try {
    const ready = await server.ready;
    await run(ready, 3, { rate: RATE, connections: 4 }); // warm-up: JIT, caches, pools
    const rssStart = await server.rss();
    const windows: Run[] = [];
    for (let i = 0; i < WINDOWS; i += 1)
      windows.push(await run(ready, WINDOW, { rate: RATE, connections: 4 }));
    const rssEnd = await server.rss();
    const overload = await run(ready, 5, { connections: 200 });
    const recovery = await run(ready, 5, { rate: RATE, connections: 4 });
    const first = windows[0]!;
    const last = windows[windows.length - 1]!;
    const report: SoakReport = {
      seconds: WINDOW * WINDOWS,
      rate: RATE,
      requests: windows.reduce((sum, w) => sum + w.total, 0),
      fiveXx: windows.reduce((sum, w) => sum + w.fiveXx, 0),
      shedAtRate: windows.reduce((sum, w) => sum + w.shed, 0),
      rssStartMb: Math.round(rssStart / 1e5) / 10,
      rssEndMb: Math.round(rssEnd / 1e5) / 10,
      rssGrowth: (rssEnd - rssStart) / rssStart,
      p99FirstMs: first.p99,
      p99LastMs: last.p99,
      // Latencies are whole milliseconds: a drift under 2 ms is measurement noise, not drift.
      p99Drift: last.p99 - first.p99 <= 2 ? 0 : (last.p99 - first.p99) / Math.max(first.p99, 1),
      overload: { requests: overload.total, shed: overload.shed, fiveXx: overload.fiveXx },
      recovery: { requests: recovery.total, shed: recovery.shed, fiveXx: recovery.fiveXx },
    };
    return report;
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const report = await soak();
  console.log(JSON.stringify(report, null, 2));
  const problems: string[] = [];
  if (report.fiveXx + report.overload.fiveXx + report.recovery.fiveXx > 0)
    problems.push('5xx other than 503');
  if (report.rssGrowth > 0.1) problems.push(`resident memory grew ${(report.rssGrowth * 100).toFixed(1)} %`);
  if (report.p99Drift > 0.2 && process.env.SOAK_STRICT_P99 !== '0')
    problems.push(`p99 drifted ${(report.p99Drift * 100).toFixed(0)} %`);
  if (report.recovery.shed > report.recovery.requests / 2) problems.push('still shedding after the overload');
  console.log(
    `soak: ${report.requests} requests at ${RATE}/s over ${report.seconds} s, ${report.fiveXx} 5xx, ` +
      `RSS ${report.rssStartMb} → ${report.rssEndMb} MB (${(report.rssGrowth * 100).toFixed(1)} %), ` +
      `p99 ${report.p99FirstMs} → ${report.p99LastMs} ms; overload: ${report.overload.shed}/${report.overload.requests} shed (503); ` +
      `recovery: ${report.recovery.shed} shed of ${report.recovery.requests}`,
  );
  if (problems.length) {
    console.error(`soak FAILED: ${problems.join('; ')}`);
    process.exit(1);
  }
}

if (process.argv[2] === 'serve') await serve();
else if (process.argv[1] === file) await main();
