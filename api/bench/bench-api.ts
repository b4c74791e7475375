// `pnpm bench:api`: seeds 10 000 synthetic listings into a fresh DATA_DIR (PGlite), then into a fresh schema of
// PostgreSQL when one is configured or answers on 127.0.0.1:5432, and measures with autocannon, against a real
// listening server on 127.0.0.1, a bare Fastify route (baseline) and the public search and detail routes.
//
// Layout: this process drives everything and runs autocannon; the API runs in a child process (this same file with
// `--serve`), so that the load generator and the server do not share one event loop. The seeding is the seed:bulk
// command itself (src/cli/seed-bulk.ts), run as a child before the server opens the database.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig, repoRoot } from '../src/config.js';

const LISTINGS = 10_000;
const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const WARMUP_S = 1;
/**
 * After the bulk insert, VACUUM ANALYZE as an operator would (on PostgreSQL autovacuum would do it within a minute;
 * PGlite has no autovacuum). Without it the planner has no statistics and no visibility map: BENCH_VACUUM=off
 * measures that state instead.
 */
const VACUUM = process.env.BENCH_VACUUM !== 'off';
/** The whole run must stay under 3 minutes: past this, the bench stops its children and fails. */
const DEADLINE_MS = 170_000;

const benchFile = fileURLToPath(import.meta.url);
const apiRoot = path.resolve(path.dirname(benchFile), '..');

interface Ready {
  type: 'ready';
  appUrl: string;
  baselineUrl: string;
  slug: string;
  active: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Server mode: the API as `node dist/server.js` builds it (logger off), plus a bare Fastify on its own port.
// ---------------------------------------------------------------------------------------------------------------
async function serve(): Promise<void> {
  const config = { ...loadConfig(), host: '127.0.0.1', port: 0 };
  const app = await buildApp({ config, logger: false });
  const baseline = Fastify({ logger: false });
  baseline.get('/', async () => ({ statusCode: 'SUCCESS', data: { hello: 'world' } }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  await baseline.listen({ host: '127.0.0.1', port: 0 });
  if (VACUUM) await app.db.query('VACUUM ANALYZE products');
  // A listing from the middle of the bulk seed (its slug is `bulk-<run>-<n>`).
  const row = await app.db.one<{ slug: string }>(
    `SELECT slug FROM products WHERE status = 'ACTIVE' ORDER BY created_at DESC OFFSET $1 LIMIT 1`,
    [Math.floor(LISTINGS / 2)],
  );
  const count = await app.db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM products WHERE status = 'ACTIVE'`,
  );
  const url = (address: ReturnType<typeof app.server.address>) =>
    typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await baseline.close();
    await app.close();
    process.exit(0);
  };
  process.on('message', (msg) => msg === 'close' && void close());
  process.on('disconnect', () => void close());
  process.on('SIGTERM', () => void close());
  const ready: Ready = {
    type: 'ready',
    appUrl: url(app.server.address()),
    baselineUrl: url(baseline.server.address()),
    slug: row?.slug ?? '',
    active: count?.n ?? 0,
  };
  process.send?.(ready);
}

// ---------------------------------------------------------------------------------------------------------------
// Driver mode.
// ---------------------------------------------------------------------------------------------------------------
interface Target {
  name: 'PGlite' | 'PostgreSQL';
  env: NodeJS.ProcessEnv;
  cleanup?: () => Promise<void>;
}

interface Row {
  database: string;
  scenario: string;
  path: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** meta.total of the search (how many listings matched), or null. */
  matched: number | null;
}

const children = new Set<ChildProcess>();

function run(args: string[], env: NodeJS.ProcessEnv, label: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: apiRoot,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.add(child);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${label} exited with ${code}\n${out}`));
    });
  });
}

function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; ready: Ready }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', benchFile, '--serve'], {
      cwd: apiRoot,
      env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    children.add(child);
    const timer = setTimeout(() => reject(new Error('the API did not start within 60 s')), 60_000);
    child.on('message', (msg: Ready) => {
      if (msg?.type !== 'ready') return;
      clearTimeout(timer);
      resolve({ child, ready: msg });
    });
    child.on('exit', (code) => {
      children.delete(child);
      clearTimeout(timer);
      reject(new Error(`the API exited with ${code} before it was ready`));
    });
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      children.delete(child);
      resolve();
    });
    child.send('close');
  });
}

function cannon(url: string, duration: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, timeout: 10 }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

async function measure(target: Target, dataDir: string): Promise<{ rows: Row[]; seedMs: number }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    SEED: 'false',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    DATABASE_SCHEMA: '',
    ...target.env,
  };
  console.log(`\n# ${target.name}: seeding ${LISTINGS} listings (seed:bulk) …`);
  const seedStart = Date.now();
  await run([path.join(apiRoot, 'src', 'cli', 'seed-bulk.ts'), String(LISTINGS)], env, 'seed:bulk');
  const seedMs = Date.now() - seedStart;
  console.log(`# ${target.name}: seeded in ${(seedMs / 1000).toFixed(1)} s; starting the API …`);

  const { child, ready } = await startServer(env);
  const rows: Row[] = [];
  try {
    if (ready.active < LISTINGS) throw new Error(`only ${ready.active} ACTIVE listings after the seed`);
    const search = '/api/v1/products/public/search';
    // Filters that match: seed:bulk gives bedrooms = n % 6 and the kind by n % 6, so a "Maison" has 3 bedrooms
    // (a "Villa" has none: villa + bedrooms=2 would match nothing).
    const filtered = `${search}?query=maison&city=Douala&priceMax=100000000&bedrooms=2&sort=price_asc&limit=10`;
    const scenarios = [
      { scenario: 'baseline: bare Fastify GET / (small JSON)', base: ready.baselineUrl, path: '/' },
      {
        scenario: 'search, filtered (query+city+price+bedrooms, price_asc)',
        base: ready.appUrl,
        path: filtered,
      },
      { scenario: 'search, no filter (recent, limit 10)', base: ready.appUrl, path: search },
      {
        scenario: 'details by slug',
        base: ready.appUrl,
        path: `/api/v1/products/public/details/${encodeURIComponent(ready.slug)}`,
      },
    ];
    for (const s of scenarios) {
      const url = s.base + s.path;
      const probe = await fetch(url);
      const body = (await probe.json()) as { meta?: { total?: number } };
      if (probe.status !== 200) throw new Error(`${url} answered ${probe.status}: ${JSON.stringify(body)}`);
      await cannon(url, WARMUP_S);
      const r = await cannon(url, DURATION_S);
      const row: Row = {
        database: target.name,
        scenario: s.scenario,
        path: s.path,
        requestsPerSec: Math.round(r.requests.average),
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        requests: r.requests.total,
        errors: r.errors,
        timeouts: r.timeouts,
        non2xx: r.non2xx,
        matched: body.meta?.total ?? null,
      };
      rows.push(row);
      console.log(
        `# ${target.name}: ${s.scenario}: ${row.requestsPerSec} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms`,
      );
    }
  } finally {
    await stopServer(child);
  }
  return { rows, seedMs };
}

function canConnect(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

/** PostgreSQL in a fresh schema (created here, dropped at the end), or null when there is no server. */
async function postgresTarget(): Promise<Target | null> {
  let url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
  if (!url && (await canConnect('127.0.0.1', 5432))) url = 'postgres://postgres@127.0.0.1:5432/test';
  if (!url) return null;
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
    cleanup: async () => {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

/** autocannon's latency histogram counts whole milliseconds: 0 means under 1 ms. */
const ms = (value: number) => (value === 0 ? '<1' : String(value));

function table(rows: Row[]): string {
  const head = ['database', 'scenario', 'req/s', 'p50 ms', 'p99 ms', 'errors/non-2xx', 'matched'];
  const body = rows.map((r) => [
    r.database,
    r.scenario,
    String(r.requestsPerSec),
    ms(r.p50Ms),
    ms(r.p99Ms),
    `${r.errors + r.timeouts}/${r.non2xx}`,
    r.matched === null ? '' : String(r.matched),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const numeric = new Set([2, 3, 4, 5, 6]);
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (numeric.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (numeric.has(i) ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(head), rule, ...body.map(line)].join('\n');
}

async function drive(): Promise<void> {
  const started = Date.now();
  const loadBefore = os.loadavg();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'immo237-bench-'));
  const deadline = setTimeout(() => {
    console.error(`bench-api: over ${DEADLINE_MS / 1000} s, stopping`);
    for (const child of children) child.kill('SIGKILL');
    rmSync(tmp, { recursive: true, force: true });
    process.exit(1);
  }, DEADLINE_MS);
  const rows: Row[] = [];
  const seeds: Record<string, number> = {};
  const skipped: string[] = [];
  try {
    const pglite = await measure({ name: 'PGlite', env: {} }, path.join(tmp, 'pglite-run'));
    rows.push(...pglite.rows);
    seeds.PGlite = pglite.seedMs;
    const postgres = await postgresTarget();
    if (postgres) {
      try {
        const result = await measure(postgres, path.join(tmp, 'postgres-run'));
        rows.push(...result.rows);
        seeds.PostgreSQL = result.seedMs;
      } finally {
        await postgres.cleanup?.();
      }
    } else {
      skipped.push('PostgreSQL: no BENCH_DATABASE_URL / TEST_DATABASE_URL and nothing on 127.0.0.1:5432');
    }
  } finally {
    clearTimeout(deadline);
    rmSync(tmp, { recursive: true, force: true });
  }

  const totalMs = Date.now() - started;
  const cpus = os.cpus();
  const report = {
    date: new Date().toISOString(),
    listings: LISTINGS,
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    vacuumAnalyzeAfterSeed: VACUUM,
    warmupSeconds: WARMUP_S,
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model ?? 'unknown',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      loadAverageBefore: loadBefore,
      loadAverageAfter: os.loadavg(),
    },
    seedMs: seeds,
    totalMs,
    skipped,
    results: rows,
  };
  const dir = path.join(repoRoot, '.bench');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `api-${report.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(dir, 'api-latest.json'), `${JSON.stringify(report, null, 2)}\n`);

  console.log(
    `\n${LISTINGS} listings, ${CONNECTIONS} connections, ${DURATION_S} s per scenario (after ${WARMUP_S} s warm-up); ` +
      `${VACUUM ? 'VACUUM ANALYZE after the seed' : 'no VACUUM ANALYZE after the seed'}; ` +
      `${cpus.length} × ${report.machine.cpuModel}, load average ${loadBefore.map((l) => l.toFixed(1)).join(' ')}\n`,
  );
  console.log(table(rows));
  for (const s of skipped) console.log(`skipped: ${s}`);
  console.log(`\nsaved ${path.relative(repoRoot, file)}; whole run ${(totalMs / 1000).toFixed(1)} s`);
}

if (process.argv.includes('--serve')) {
  await serve();
} else {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const child of children) child.kill('SIGTERM');
      process.exit(130);
    });
  }
  await drive();
}
