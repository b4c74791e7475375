// `pnpm bench:api`: the API at 10 000 and 100 000 listings, on PGlite and on PostgreSQL, 50 connections.
//
// For each database, each size is seeded (the seed:bulk command itself) into its own place — PGlite: a fresh
// temporary DATA_DIR each; PostgreSQL: a schema each of a fresh database `immo237_bench_<random>` created for the run
// and dropped after it (on BENCH_DATABASE_URL, TEST_DATABASE_URL or a server answering on 127.0.0.1:5432; skipped
// with a message otherwise) — and served by its own API process. At start each API runs VACUUM ANALYZE and EXPLAIN
// (ANALYZE, BUFFERS) of the very statements the search route runs. Then every route is measured with autocannon,
// the sizes alternating, BENCH_ROUNDS times (medians reported), so that a shared machine's load falls on all sizes.
//
// Layout: this process drives everything and runs autocannon; each API runs in a child process (this same file with
// `--serve`), so that the load generator and the server do not share one event loop. Beside the API the child
// serves a bare Fastify route: the baseline of the same run.
//
// Knobs: BENCH_SIZES (10000,100000), BENCH_CONNECTIONS (50), BENCH_DURATION seconds per measure (5), BENCH_ROUNDS
// (3), BENCH_DATABASES (pglite,postgres), BENCH_VACUUM=off (no VACUUM ANALYZE after seeding).
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
import { searchSql, type SearchFilters } from '../src/repositories/products.js';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const WARMUP_S = 1;
/** Each route is measured this many times per size, sizes alternating (medians reported). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
/**
 * After each bulk insert, VACUUM ANALYZE as an operator would (PostgreSQL's autovacuum does it within a minute;
 * PGlite has no autovacuum). BENCH_VACUUM=off measures the state without it.
 */
const VACUUM = process.env.BENCH_VACUUM !== 'off';
/** The whole run must stay under 15 minutes: past this, the bench stops its children and fails. */
const DEADLINE_MS = 15 * 60_000;

/** The search and detail targets: p99 and p50 bounds at 10 000 and 100 000 listings. */
const TARGET_P99_MS = 50;
const TARGET_P50_RATIO = 2;
/** A search counted afresh within this factor of the same search with its count kept. */
const TARGET_COUNT_RATIO = 3;

/**
 * The filtered search: text + filters + sort. seed:bulk gives bedrooms = n % 6 and the kind by n % 6, so a
 * "Maison" has 3 bedrooms (a "Villa" has none: villa + bedrooms=2 would match nothing); 1 listing in 84 matches.
 */
const FILTERED: SearchFilters = {
  page: 1,
  limit: 10,
  query: 'maison',
  city: 'Douala',
  priceMax: 100_000_000,
  bedrooms: 2,
  sort: 'price_asc',
};
/**
 * The search the way Cameroon searches: a city, a quartier and a price, cheapest first.
 * seed:bulk gives the city by n % 7 and 'Quartier ' + n % 40, so Douala's 'Quartier 7' holds 1 listing in 280.
 */
const LOCAL: SearchFilters = {
  page: 1,
  limit: 10,
  city: 'Douala',
  district: 'Quartier 7',
  priceMax: 50_000_000,
  sort: 'price_asc',
};
const SEARCH = '/api/v1/products/public/search';
const LOCAL_PATH = `${SEARCH}?city=Douala&district=Quartier%207&priceMax=50000000&sort=price_asc&limit=10`;
const FILTERED_PATH = `${SEARCH}?query=maison&city=Douala&priceMax=100000000&bedrooms=2&sort=price_asc&limit=10`;

const benchFile = fileURLToPath(import.meta.url);
const apiRoot = path.resolve(path.dirname(benchFile), '..');

/** What EXPLAIN (ANALYZE, BUFFERS) said about one statement, boiled down. */
interface PlanSummary {
  statement: string;
  executionMs: number;
  planningMs: number;
  rows: number;
  sharedHit: number;
  sharedRead: number;
  /** The plan tree on one line: node types, the index or table each reads, actual rows. */
  shape: string;
  indexes: string[];
  /** Sequential scans of the products table (a scan, not an index). */
  productScans: number;
  text: string;
}

interface Ready {
  type: 'ready';
  appUrl: string;
  /**
   * The same API with no answers kept (SEARCH_ANSWERS_MB=0) on the same database: every search reads its page, a
   * filter already counted reuses its count. PostgreSQL only (PGlite is one process's); '' otherwise.
   */
  plainUrl: string;
  baselineUrl: string;
  slugs: string[];
  active: number;
  plans: PlanSummary[];
}

// ---------------------------------------------------------------------------------------------------------------
// Server mode: the API as `node dist/server.js` builds it (logger off), plus a bare Fastify on its own port.
// ---------------------------------------------------------------------------------------------------------------
interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Parent Relationship'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

function shapeOf(node: PlanNode): string {
  const target = node['Index Name']
    ? ` using ${node['Index Name']}`
    : node['Relation Name']
      ? ` on ${node['Relation Name']}`
      : '';
  const rows = node['Actual Rows'] !== undefined ? ` (${node['Actual Rows']})` : '';
  const children = (node.Plans ?? []).map((child) =>
    child['Parent Relationship'] === 'InitPlan' ? `InitPlan: ${shapeOf(child)}` : shapeOf(child),
  );
  const self = `${node['Node Type']}${target}${rows}`;
  if (children.length === 0) return self;
  if (children.length === 1) return `${self} → ${children[0]}`;
  return `${self} [${children.join('; ')}]`;
}

function walk(node: PlanNode, visit: (n: PlanNode) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

async function explain(
  db: { query: <T>(sql: string, params?: unknown[]) => Promise<T[]> },
  statement: string,
  sql: string,
  params: unknown[],
): Promise<PlanSummary> {
  for (let i = 0; i < 3; i++) await db.query(sql, params); // warm: catalogue caches, buffers
  const [json] = await db.query<{ 'QUERY PLAN': unknown }>(
    `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`,
    params,
  );
  const raw = json?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    Plan: PlanNode;
    'Execution Time': number;
    'Planning Time': number;
  }[];
  const top = parsed[0]!;
  const textRows = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
  const indexes = new Set<string>();
  let productScans = 0;
  walk(top.Plan, (n) => {
    if (n['Index Name']) indexes.add(n['Index Name']);
    if (n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'products') productScans++;
  });
  return {
    statement,
    executionMs: top['Execution Time'],
    planningMs: top['Planning Time'],
    rows: top.Plan['Actual Rows'] ?? 0,
    sharedHit: top.Plan['Shared Hit Blocks'] ?? 0,
    sharedRead: top.Plan['Shared Read Blocks'] ?? 0,
    shape: shapeOf(top.Plan),
    indexes: [...indexes],
    productScans,
    text: textRows.map((r) => r['QUERY PLAN']).join('\n'),
  };
}

async function serve(): Promise<void> {
  const config = { ...loadConfig(), host: '127.0.0.1', port: 0 };
  const app = await buildApp({ config, logger: false });
  const plain = config.databaseUrl
    ? await buildApp({ config: { ...config, searchAnswerCacheBytes: 0 }, logger: false })
    : null;
  const baseline = Fastify({ logger: false });
  baseline.get('/', async () => ({ statusCode: 'SUCCESS', data: { hello: 'world' } }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  await plain?.listen({ host: '127.0.0.1', port: 0 });
  await baseline.listen({ host: '127.0.0.1', port: 0 });
  if (VACUUM) await app.db.query('VACUUM ANALYZE products');
  // Listings to open on the detail route, drawn across the whole table.
  const slugs = await app.db.query<{ slug: string }>(
    `SELECT slug FROM products WHERE status = 'ACTIVE' ORDER BY md5(slug) LIMIT 500`,
  );
  const count = await app.db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM products WHERE status = 'ACTIVE'`,
  );
  // The statements the search route runs (searchSql is what searchProducts runs), and the unfiltered count.
  const filtered = searchSql(FILTERED);
  const all = searchSql({ page: 1, limit: 10 });
  const local = searchSql(LOCAL);
  const plans = [
    await explain(app.db, 'filtered search: page', filtered.page.sql, filtered.page.params),
    await explain(app.db, 'filtered search: count', filtered.count.sql, filtered.count.params),
    await explain(app.db, 'no filter: page', all.page.sql, all.page.params),
    await explain(app.db, 'no filter: count', all.count.sql, all.count.params),
    await explain(app.db, 'city + quartier + price: page', local.page.sql, local.page.params),
    await explain(app.db, 'city + quartier + price: count', local.count.sql, local.count.params),
  ];
  const url = (address: ReturnType<typeof app.server.address>) =>
    typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await baseline.close();
    await plain?.close();
    await app.close();
    process.exit(0);
  };
  process.on('message', (msg) => msg === 'close' && void close());
  process.on('disconnect', () => void close());
  process.on('SIGTERM', () => void close());
  const ready: Ready = {
    type: 'ready',
    appUrl: url(app.server.address()),
    plainUrl: plain ? url(plain.server.address()) : '',
    baselineUrl: url(baseline.server.address()),
    slugs: slugs.map((s) => s.slug),
    active: count?.n ?? 0,
    plans,
  };
  process.send?.(ready);
}

// ---------------------------------------------------------------------------------------------------------------
// Driver mode.
// ---------------------------------------------------------------------------------------------------------------
interface Target {
  name: 'PGlite' | 'PostgreSQL';
  /** Where the listings of one size live. */
  env: (size: number) => NodeJS.ProcessEnv;
  cleanup?: () => Promise<void>;
}

type RouteKey =
  | 'baseline'
  | 'filtered'
  | 'filtered-page'
  | 'filtered-counted'
  | 'filtered-count-kept'
  | 'local'
  | 'recent'
  | 'detail';

interface Row {
  database: string;
  listings: number;
  key: RouteKey;
  route: string;
  path: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Each round's figures (the row holds their medians). */
  rounds: { requestsPerSec: number; p50Ms: number; p99Ms: number }[];
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** meta.total of the search (how many listings matched), or null. */
  matched: number | null;
  target: string;
  targetMet: boolean | null;
}

interface SizeRun {
  database: string;
  listings: number;
  seedMs: number;
  /** Start of the API: migrations, VACUUM ANALYZE, the EXPLAINs. */
  startMs: number;
  plans: PlanSummary[];
}

const children = new Set<ChildProcess>();
/** What must run however the bench ends (the PostgreSQL database to drop). */
const cleanups: (() => Promise<void>)[] = [];

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
    // Start-up includes VACUUM ANALYZE and the EXPLAINs: at 100 000 listings on PGlite that takes a while.
    const timer = setTimeout(() => reject(new Error('the API did not start within 180 s')), 180_000);
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

/** autocannon on one path, or on a path drawn afresh for every request. */
function cannon(base: string, next: string | (() => string), duration: number): Promise<autocannon.Result> {
  const fixed = typeof next === 'string';
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base + (fixed ? next : next()),
        connections: CONNECTIONS,
        duration,
        timeout: 10,
        ...(fixed
          ? {}
          : {
              requests: [
                {
                  method: 'GET' as const,
                  setupRequest: (request: autocannon.Request) => ({ ...request, path: next() }),
                },
              ],
            }),
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

interface Scenario {
  key: RouteKey;
  route: string;
  url: (ready: Ready) => string;
  path: (ready: Ready) => string | (() => string);
}

const SCENARIOS: Scenario[] = [
  {
    key: 'baseline',
    route: 'baseline: bare Fastify GET / (small JSON)',
    url: (r) => r.baselineUrl,
    path: () => '/',
  },
  {
    key: 'filtered',
    route: 'search: text + filters + sort',
    url: (r) => r.appUrl,
    path: () => FILTERED_PATH,
  },
  {
    key: 'filtered-counted',
    route: 'search: text + filters + sort, new priceMax each request (counted every time)',
    url: (r) => r.appUrl,
    // A different priceMax for each request (between 90 and 110 million, to the franc): every request is a
    // filter never counted before, so its count runs (a repeated filter reuses its count, see products.ts).
    path: () => () =>
      FILTERED_PATH.replace(
        'priceMax=100000000',
        `priceMax=${90_000_000 + Math.floor(Math.random() * 20_000_000)}`,
      ),
  },
  {
    key: 'filtered-count-kept',
    route: 'search: text + filters + sort, repeated, no answers kept (page read, count kept; PostgreSQL)',
    url: (r) => r.plainUrl,
    path: () => FILTERED_PATH,
  },
  {
    key: 'local',
    route: 'search: city + quartier + price',
    url: (r) => r.appUrl,
    path: () => LOCAL_PATH,
  },
  {
    key: 'recent',
    route: 'search: no filter (recent)',
    url: (r) => r.appUrl,
    path: () => `${SEARCH}?limit=10`,
  },
  {
    key: 'detail',
    route: 'detail by slug (500 listings drawn across the table)',
    url: (r) => r.appUrl,
    path: (r) => () => `/api/v1/products/public/details/${encodeURIComponent(pick(r.slugs))}`,
  },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Every size of one database is seeded into its own place (PGlite: a DATA_DIR each; PostgreSQL: a schema each of
 * the run's database) and served at the same time; each route is then measured size after size, ROUNDS times in
 * alternating order, so that the load of the (shared) machine weighs on every size alike. A row holds the median
 * of its rounds.
 */
async function measure(target: Target, dir: string): Promise<{ rows: Row[]; runs: SizeRun[] }> {
  const places = SIZES.map((size) => ({
    size,
    env: {
      ...process.env,
      DATA_DIR: path.join(dir, `${size}`),
      SEED: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      DATABASE_SCHEMA: '',
      // With DATABASE_URL the API refuses to start without a secret from the environment.
      JWT_SECRET: process.env.JWT_SECRET || 'bench-secret-bench-secret-bench-secret-0123',
      ...target.env(size),
    } as NodeJS.ProcessEnv,
  }));
  const runs: SizeRun[] = [];
  const servers: { size: number; child: ChildProcess; ready: Ready }[] = [];
  const samples = new Map<string, autocannon.Result[]>();
  const matched = new Map<string, number | null>();
  const paths = new Map<string, string>();
  try {
    for (const place of places) {
      console.log(`\n# ${target.name}: seeding ${place.size} listings (seed:bulk) …`);
      const seedStart = Date.now();
      await run(
        [path.join(apiRoot, 'src', 'cli', 'seed-bulk.ts'), String(place.size)],
        place.env,
        'seed:bulk',
      );
      const seedMs = Date.now() - seedStart;
      console.log(
        `# ${target.name}: seeded in ${(seedMs / 1000).toFixed(1)} s; starting the API (VACUUM, EXPLAIN) …`,
      );
      const started = Date.now();
      const { child, ready } = await startServer(place.env);
      servers.push({ size: place.size, child, ready });
      if (ready.active < place.size) throw new Error(`only ${ready.active} ACTIVE listings after the seed`);
      const startMs = Date.now() - started;
      console.log(`# ${target.name}: API ready in ${(startMs / 1000).toFixed(1)} s`);
      runs.push({ database: target.name, listings: place.size, seedMs, startMs, plans: ready.plans });
    }
    for (const s of SCENARIOS) {
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? servers : [...servers].reverse();
        for (const server of order) {
          const id = `${s.key}@${server.size}`;
          const base = s.url(server.ready);
          if (!base) continue;
          const next = s.path(server.ready);
          if (round === 0) {
            const probePath = typeof next === 'string' ? next : next();
            const probe = await fetch(base + probePath);
            const body = (await probe.json()) as { meta?: { total?: number } };
            if (probe.status !== 200)
              throw new Error(`${probePath} answered ${probe.status}: ${JSON.stringify(body)}`);
            matched.set(id, body.meta?.total ?? null);
            paths.set(id, probePath);
            await cannon(base, next, WARMUP_S);
          }
          const r = await cannon(base, next, DURATION_S);
          samples.set(id, [...(samples.get(id) ?? []), r]);
          console.log(
            `# ${target.name} ${server.size}, round ${round + 1}/${ROUNDS}: ${s.route}: ` +
              `${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`,
          );
        }
      }
    }
  } finally {
    for (const server of servers) await stopServer(server.child);
  }
  const rows: Row[] = [];
  for (const place of places) {
    for (const s of SCENARIOS) {
      const id = `${s.key}@${place.size}`;
      const rs = samples.get(id) ?? [];
      if (rs.length === 0) continue;
      rows.push({
        database: target.name,
        listings: place.size,
        key: s.key,
        route: s.route,
        path: paths.get(id) ?? '',
        requestsPerSec: Math.round(median(rs.map((r) => r.requests.average))),
        p50Ms: median(rs.map((r) => r.latency.p50)),
        p99Ms: median(rs.map((r) => r.latency.p99)),
        rounds: rs.map((r) => ({
          requestsPerSec: Math.round(r.requests.average),
          p50Ms: r.latency.p50,
          p99Ms: r.latency.p99,
        })),
        requests: rs.reduce((n, r) => n + r.requests.total, 0),
        errors: rs.reduce((n, r) => n + r.errors, 0),
        timeouts: rs.reduce((n, r) => n + r.timeouts, 0),
        non2xx: rs.reduce((n, r) => n + r.non2xx, 0),
        matched: matched.get(id) ?? null,
        target: '',
        targetMet: null,
      });
    }
  }
  return { rows, runs };
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

/** PostgreSQL in a fresh database (created here, dropped at the end), or a reason to skip it. */
async function postgresTarget(): Promise<Target | string> {
  let url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
  if (!url && (await canConnect('127.0.0.1', 5432))) url = 'postgres://postgres@127.0.0.1:5432/postgres';
  if (!url) return 'no BENCH_DATABASE_URL / TEST_DATABASE_URL and nothing answers on 127.0.0.1:5432';
  const name = `immo237_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (err) {
    await admin.end().catch(() => undefined);
    return `could not create a database on ${new URL(url).host}: ${(err as Error).message}`;
  }
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${name}`;
  console.log(`# PostgreSQL: database ${name} created on ${benchUrl.host}`);
  return {
    name: 'PostgreSQL',
    env: (size) => ({ DATABASE_URL: benchUrl.toString(), DATABASE_SCHEMA: `listings_${size}` }),
    cleanup: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      console.log(`# PostgreSQL: database ${name} dropped`);
    },
  };
}

/** Fills in the target column: p99 of the filtered search at the smallest size on PostgreSQL; p50 growth. */
function judge(rows: Row[]) {
  const smallest = Math.min(...SIZES);
  for (const row of rows) {
    const notes: string[] = [];
    const met: boolean[] = [];
    const search = row.key === 'filtered' || row.key === 'filtered-counted' || row.key === 'local';
    if (search && row.database === 'PostgreSQL' && row.listings === smallest) {
      const ok = row.p99Ms <= TARGET_P99_MS;
      met.push(ok);
      notes.push(`p99 ≤ ${TARGET_P99_MS} ms: ${ok ? 'yes' : 'no'}`);
    }
    if (row.key !== 'baseline' && row.listings !== smallest) {
      const base = rows.find(
        (r) => r.database === row.database && r.key === row.key && r.listings === smallest,
      );
      if (base) {
        const ratio = row.p50Ms / Math.max(base.p50Ms, 1);
        const ok = ratio <= TARGET_P50_RATIO;
        if (search) met.push(ok);
        notes.push(
          `p50 ${ratio.toFixed(1)}× ${smallest}: ${ok ? 'yes' : 'no'}${search ? '' : ' (no target)'}`,
        );
      }
    }
    // A search whose count must run, within 3× of the same search whose count is kept (its page
    // read from the database: the original 'cached one'), and beside the same search answered from its kept JSON
    // (no statement at all: printed, no target).
    if (row.key === 'filtered-counted') {
      const same = (key: RouteKey) =>
        rows.find((r) => r.database === row.database && r.listings === row.listings && r.key === key);
      const countKept = same('filtered-count-kept');
      if (countKept && row.requestsPerSec > 0) {
        const ratio = countKept.requestsPerSec / row.requestsPerSec;
        met.push(ratio <= TARGET_COUNT_RATIO);
        notes.push(
          `count kept ÷ counted ${ratio.toFixed(1)}× ≤ ${TARGET_COUNT_RATIO}: ${ratio <= TARGET_COUNT_RATIO ? 'yes' : 'no'}`,
        );
      }
      const kept = same('filtered');
      if (kept && row.requestsPerSec > 0)
        notes.push(
          `answer kept ÷ counted ${(kept.requestsPerSec / row.requestsPerSec).toFixed(1)}× (no target)`,
        );
    }
    row.target = notes.join('; ');
    row.targetMet = met.length ? met.every(Boolean) : null;
  }
}

/**
 * How many requests of the bare route one request of this route costs: the bare route's req/s of the same database,
 * size and run divided by the route's. A ratio holds on a shared machine where req/s do not.
 */
function bareRatio(rows: Row[], row: Row): number | null {
  const bare = rows.find(
    (r) => r.database === row.database && r.listings === row.listings && r.key === 'baseline',
  );
  return bare && row.requestsPerSec > 0 ? bare.requestsPerSec / row.requestsPerSec : null;
}

/** autocannon's latency histogram counts whole milliseconds: 0 means under 1 ms. */
const ms = (value: number) => (value === 0 ? '<1' : String(value));

function table(rows: Row[]): string {
  const head = [
    'database',
    'listings',
    'route',
    'req/s',
    'bare ÷ route',
    'p50 ms',
    'p99 ms',
    'errors/non-2xx',
    'matched',
    'target met?',
  ];
  const body = rows.map((r) => [
    r.database,
    String(r.listings),
    r.route,
    String(r.requestsPerSec),
    r.key === 'baseline' ? '' : (bareRatio(rows, r)?.toFixed(1) ?? ''),
    ms(r.p50Ms),
    ms(r.p99Ms),
    `${r.errors + r.timeouts}/${r.non2xx}`,
    r.matched === null ? '' : String(r.matched),
    r.target,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const numeric = new Set([1, 3, 4, 5, 6, 7, 8]);
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (numeric.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (numeric.has(i) ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(head), rule, ...body.map(line)].join('\n');
}

function planLines(runs: SizeRun[]): string {
  return runs
    .flatMap((r) =>
      r.plans.map(
        (p) =>
          `- ${r.database}, ${r.listings} listings, ${p.statement}: ${p.executionMs.toFixed(2)} ms ` +
          `(planning ${p.planningMs.toFixed(2)} ms), ${p.sharedHit + p.sharedRead} buffers; ` +
          `indexes: ${p.indexes.join(', ') || 'none'}${p.productScans ? `; SEQUENTIAL SCAN of products ×${p.productScans}` : ''}\n` +
          `  ${p.shape}`,
      ),
    )
    .join('\n');
}

async function drive(): Promise<void> {
  const started = Date.now();
  const loadBefore = os.loadavg();
  const loadSamples: number[] = [loadBefore[0]!];
  const sampler = setInterval(() => loadSamples.push(os.loadavg()[0]!), 5000);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'immo237-bench-'));
  const deadline = setTimeout(() => {
    console.error(`bench-api: over ${DEADLINE_MS / 60_000} minutes, stopping`);
    for (const child of children) child.kill('SIGKILL');
    void Promise.allSettled(cleanups.map((c) => c())).then(() => {
      rmSync(tmp, { recursive: true, force: true });
      process.exit(1);
    });
  }, DEADLINE_MS);
  const rows: Row[] = [];
  const runs: SizeRun[] = [];
  const skipped: string[] = [];
  try {
    if (DATABASES.includes('pglite')) {
      const pglite = await measure({ name: 'PGlite', env: () => ({}) }, path.join(tmp, 'pglite'));
      rows.push(...pglite.rows);
      runs.push(...pglite.runs);
    }
    if (DATABASES.includes('postgres')) {
      const postgres = await postgresTarget();
      if (typeof postgres === 'string') {
        skipped.push(`PostgreSQL: ${postgres}`);
        console.log(`\n# PostgreSQL skipped: ${postgres}`);
      } else {
        if (postgres.cleanup) cleanups.push(postgres.cleanup);
        try {
          const result = await measure(postgres, path.join(tmp, 'postgres'));
          rows.push(...result.rows);
          runs.push(...result.runs);
        } finally {
          cleanups.pop();
          await postgres.cleanup?.();
        }
      }
    }
  } finally {
    clearTimeout(deadline);
    clearInterval(sampler);
    rmSync(tmp, { recursive: true, force: true });
  }
  judge(rows);

  const totalMs = Date.now() - started;
  const cpus = os.cpus();
  const loadAfter = os.loadavg();
  loadSamples.push(loadAfter[0]!);
  const load = {
    before: loadBefore,
    after: loadAfter,
    oneMinuteMin: Math.min(...loadSamples),
    oneMinuteMean: loadSamples.reduce((a, b) => a + b, 0) / loadSamples.length,
    oneMinuteMax: Math.max(...loadSamples),
  };
  const report = {
    date: new Date().toISOString(),
    sizes: SIZES,
    connections: CONNECTIONS,
    rounds: ROUNDS,
    durationSeconds: DURATION_S,
    warmupSeconds: WARMUP_S,
    vacuumAnalyzeAfterSeed: VACUUM,
    targets: {
      filteredSearchP99MsAtSmallestSizeOnPostgres: TARGET_P99_MS,
      p50RatioLargestToSmallest: TARGET_P50_RATIO,
    },
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model ?? 'unknown',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      loadAverage: load,
    },
    totalMs,
    skipped,
    runs,
    results: rows.map((r) => ({ ...r, bareRatio: r.key === 'baseline' ? null : bareRatio(rows, r) })),
  };
  const dir = path.join(repoRoot, '.bench');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `api-${report.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(dir, 'api-latest.json'), `${JSON.stringify(report, null, 2)}\n`);

  const f = (n: number) => n.toFixed(1);
  console.log(
    `\n${SIZES.join(' and ')} listings, ${CONNECTIONS} connections, ${DURATION_S} s per measure after ${WARMUP_S} s ` +
      `of warm-up, ${ROUNDS} rounds with the sizes alternating (medians); ${VACUUM ? 'VACUUM ANALYZE after each seed' : 'no VACUUM ANALYZE after the seeds'}; ` +
      `${cpus.length} × ${report.machine.cpuModel}; 1-minute load average during the run ${f(load.oneMinuteMin)}–` +
      `${f(load.oneMinuteMax)} (mean ${f(load.oneMinuteMean)}) on ${cpus.length} cores\n`,
  );
  console.log(table(rows));
  console.log(
    `\nSet-up: ${runs
      .map(
        (r) =>
          `${r.database} ${r.listings}: seed:bulk ${f(r.seedMs / 1000)} s, API start (VACUUM ANALYZE, EXPLAIN) ` +
          `${f(r.startMs / 1000)} s`,
      )
      .join(
        '; ',
      )}. PGlite gets the same connections and durations as PostgreSQL: every measure is bounded by ` +
      `its duration, so a slow database shows as few requests and a long p99, not as a longer run.`,
  );
  console.log(
    `\nPlans (EXPLAIN ANALYZE, BUFFERS of the statements the search route runs, after 3 warm runs):\n`,
  );
  console.log(planLines(runs));
  for (const s of skipped) console.log(`skipped: ${s}`);
  console.log(
    `\nsaved ${path.relative(repoRoot, file)} (with the full text plans); whole run ${f(totalMs / 1000)} s`,
  );
}

if (process.argv.includes('--serve')) {
  await serve();
} else {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const child of children) child.kill('SIGTERM');
      void Promise.allSettled(cleanups.map((c) => c())).then(() => process.exit(130));
    });
  }
  await drive();
}
