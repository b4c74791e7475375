// `pnpm bench:api`: the API at 10 000 and 100 000 listings, on PGlite and on PostgreSQL, 50 connections; and live
// conversations on PostgreSQL (1 000 open streams, 50 connections posting).
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
// Conversations (PostgreSQL only, a schema of the same database): one API process whose own code makes 1 000 members
// with a discussion each and 50 members writing to them (accounts, listings, discussions and sessions inserted
// through the repositories and the session service: no sign-in). This process holds the 1 000 members' live
// streams open (GET /api/v1/conversations/stream, eventsource-client) while 50 connections post messages, a sender
// each; it prints the delivery latency (POST sent → the event on the recipient's stream, p50 and p99) and the API
// process's memory per idle open stream (its RSS and heap + external after full GCs, the streams open minus without,
// asked through the IPC channel), beside the bare route of the same process.
//
// Knobs: BENCH_SIZES (10000,100000), BENCH_CONNECTIONS (50), BENCH_DURATION seconds per measure (5), BENCH_ROUNDS
// (3), BENCH_DATABASES (pglite,postgres), BENCH_VACUUM=off (no VACUUM ANALYZE after seeding), BENCH_SCENARIOS
// (listings,conversations), BENCH_STREAMS (1000 open streams in the conversation scenario).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createEventSource, type EventSourceClient } from 'eventsource-client';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig, repoRoot } from '../src/config.js';
import { openConversation } from '../src/repositories/conversations.js';
import { searchSql, type SearchFilters } from '../src/repositories/products.js';
import { insertSyntheticListings } from '../src/repositories/seed.js';
import type { ConversationLiveEvent } from '../src/schemas/conversations.js';
import { issueSession } from '../src/services/sessions.js';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const WARMUP_S = 1;
/** Each route is measured this many times per size, sizes alternating (medians reported). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
/** What runs: the listings' routes (search, detail) and the live conversations (PostgreSQL only). */
const RUN = (process.env.BENCH_SCENARIOS ?? 'listings,conversations').split(',').map((s) => s.trim());
for (const name of RUN) {
  if (name !== 'listings' && name !== 'conversations') {
    console.error(`BENCH_SCENARIOS: unknown scenario "${name}" (listings, conversations)`);
    process.exit(1);
  }
}
/** Conversations: members holding an open stream, while BENCH_CONNECTIONS other members post (a connection each). */
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
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
/** Conversations: a message reaches the recipient's open stream within this (p99), from the POST being sent. */
const TARGET_DELIVERY_P99_MS = 500;
/** Conversations: what one idle open stream may cost the API process, in KB (the larger of RSS and heap growth). */
const TARGET_STREAM_KB = 20;

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
  /** The round of the /prix figures timed in the API process (null in the conversation scenario). */
  prices: PricesTiming | null;
  /** The conversation scenario's members (that API process only), null otherwise. */
  conversations: ConversationSeed | null;
}

/**
 * The periodic round of the /prix figures (every median of every city and quartier, and the low-price marks), in
 * ms, each run of it (after the one the API runs at start), beside a baseline of the same run: one plain scan of the
 * listings (count and sum of the prices), the least any statement reading every listing costs.
 */
interface PricesTiming {
  roundMs: number[];
  scanMs: number[];
  figures: number;
}

/**
 * The conversation scenario's members, made by the API process itself (BENCH_CONVERSATION_SEED): `recipients[j]`
 * holds an open stream; sender k owns a listing and writes in the discussions of the recipients j with
 * j % senders = k (one discussion each, about that listing, the recipient as the seeker).
 */
interface ConversationSeed {
  /** The hub publishes through Redis (REDIS_URL) rather than within the process. */
  redis: boolean;
  setupMs: number;
  recipients: { token: string }[];
  senders: { token: string; conversations: { id: string; recipient: number }[] }[];
}

/** The API process's memory, after a full garbage collection when the process runs with --expose-gc. */
interface MemoryReport {
  type: 'memory';
  gc: boolean;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  /** Open conversation streams on the process (the hub's listeners). */
  streams: number;
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

/**
 * The conversation scenario's members, straight into the database (the repositories' and the services' own
 * functions): `streams` recipients, `senders` senders with a listing each, a discussion per recipient, and a session
 * (an access token, as a sign-in issues it) for everyone.
 */
async function seedConversations(
  app: FastifyInstance,
  streams: number,
  senders: number,
): Promise<ConversationSeed> {
  const started = Date.now();
  const ids = Array.from({ length: streams + senders }, () => randomUUID());
  // Nobody signs in with a password: '!' matches none.
  await app.db.query(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, pseudo, email_verified_at)
     SELECT id, 'bench-conversation-' || n || '@immo237.cm', '!', 'Membre', 'Banc ' || n, 'bench-conversation-' || n, now()
     FROM unnest($1::uuid[]) WITH ORDINALITY AS u(id, n)`,
    [ids],
  );
  const recipientIds = ids.slice(0, streams);
  const senderIds = ids.slice(streams);
  const runTag = Date.now();
  for (const [k, ownerId] of senderIds.entries())
    await insertSyntheticListings(app.db, { ownerId, offset: k, runTag, count: 1 });
  const listings = await app.db.query<{ id: string; user_id: string }>(
    'SELECT id, user_id FROM products WHERE user_id = ANY($1::uuid[])',
    [senderIds],
  );
  const listingOf = new Map(listings.map((l) => [l.user_id, l.id]));
  const conversations: { id: string; recipient: number }[][] = senderIds.map(() => []);
  await app.db.transaction(async (tx) => {
    for (const [j, seekerId] of recipientIds.entries()) {
      const k = j % senders;
      const ownerId = senderIds[k]!;
      const { id } = await openConversation(tx, listingOf.get(ownerId)!, ownerId, seekerId);
      conversations[k]!.push({ id, recipient: j });
    }
  });
  const tokens: string[] = [];
  for (let i = 0; i < ids.length; i += 25) {
    const batch = await Promise.all(ids.slice(i, i + 25).map((id) => issueSession(app, id)));
    tokens.push(...batch.map((session) => session.accessToken.token));
  }
  // Fresh planner statistics for the new rows, as after the listings' seed (autovacuum would within a minute).
  if (VACUUM)
    await app.db.query('VACUUM ANALYZE users, products, conversations, conversation_members, refresh_tokens');
  return {
    redis: Boolean(app.config.redisUrl),
    setupMs: Date.now() - started,
    recipients: tokens.slice(0, streams).map((token) => ({ token })),
    senders: tokens.slice(streams).map((token, k) => ({ token, conversations: conversations[k]! })),
  };
}

/**
 * The process's memory after full garbage collections: one, a second for the heap's pages to be given back (V8 hands
 * freed pages to the system a moment after a collection, which the RSS then shows), then another.
 */
async function memoryReport(app: FastifyInstance): Promise<MemoryReport> {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  gc?.();
  const m = process.memoryUsage();
  return {
    type: 'memory',
    gc: Boolean(gc),
    rss: m.rss,
    heapUsed: m.heapUsed,
    heapTotal: m.heapTotal,
    external: m.external,
    arrayBuffers: m.arrayBuffers,
    streams: app.conversationEvents.listeners,
  };
}

/** PricesTiming: three runs of the figures' round and of the baseline scan, alternating. */
async function timePrices(app: FastifyInstance): Promise<PricesTiming> {
  const timed = async (work: () => Promise<unknown>) => {
    const start = performance.now();
    await work();
    return performance.now() - start;
  };
  const timing: PricesTiming = { roundMs: [], scanMs: [], figures: 0 };
  // The round the API runs once ready first (runPrices waits for it), then the timed ones.
  await app.jobs.runPrices();
  for (let i = 0; i < 3; i++) {
    timing.scanMs.push(
      await timed(() => app.db.query('SELECT count(*)::int AS n, sum(price)::float8 AS s FROM products')),
    );
    timing.roundMs.push(await timed(() => app.jobs.runPrices()));
  }
  const figures = await app.db.one<{ n: number }>('SELECT count(*)::int AS n FROM price_figures');
  timing.figures = figures?.n ?? 0;
  return timing;
}

async function serve(): Promise<void> {
  const config = { ...loadConfig(), host: '127.0.0.1', port: 0 };
  // "streams,senders": this API process serves the conversation scenario (no listings, no EXPLAIN).
  const conversationSeed = process.env.BENCH_CONVERSATION_SEED?.split(',').map(Number);
  const app = await buildApp({ config, logger: false });
  const plain =
    config.databaseUrl && !conversationSeed
      ? await buildApp({ config: { ...config, searchAnswerCacheBytes: 0 }, logger: false })
      : null;
  const baseline = Fastify({ logger: false });
  baseline.get('/', async () => ({ statusCode: 'SUCCESS', data: { hello: 'world' } }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  await plain?.listen({ host: '127.0.0.1', port: 0 });
  await baseline.listen({ host: '127.0.0.1', port: 0 });
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
  process.on('message', (msg: unknown) => {
    if (msg === 'close') void close();
    else if (msg === 'memory') void memoryReport(app).then((report) => process.send?.(report));
  });
  process.on('disconnect', () => void close());
  process.on('SIGTERM', () => void close());
  if (conversationSeed) {
    const [streams, senders] = conversationSeed as [number, number];
    const ready: Ready = {
      type: 'ready',
      appUrl: url(app.server.address()),
      plainUrl: '',
      baselineUrl: url(baseline.server.address()),
      slugs: [],
      active: 0,
      plans: [],
      prices: null,
      conversations: await seedConversations(app, streams, senders),
    };
    process.send?.(ready);
    return;
  }
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
  const ready: Ready = {
    type: 'ready',
    appUrl: url(app.server.address()),
    plainUrl: plain ? url(plain.server.address()) : '',
    baselineUrl: url(baseline.server.address()),
    slugs: slugs.map((s) => s.slug),
    active: count?.n ?? 0,
    plans,
    prices: await timePrices(app),
    conversations: null,
  };
  process.send?.(ready);
}

// ---------------------------------------------------------------------------------------------------------------
// Driver mode.
// ---------------------------------------------------------------------------------------------------------------
interface Target {
  name: 'PGlite' | 'PostgreSQL';
  /** Where one API process's data lives: `place` names it (PostgreSQL: the schema). */
  env: (place: string) => NodeJS.ProcessEnv;
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
  | 'detail'
  | 'prices';

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
  /** Start of the API: migrations, VACUUM ANALYZE, the EXPLAINs, the timed rounds of the figures. */
  startMs: number;
  prices: PricesTiming | null;
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

function startServer(
  env: NodeJS.ProcessEnv,
  nodeArgs: string[] = [],
): Promise<{ child: ChildProcess; ready: Ready }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', benchFile, '--serve'], {
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
  {
    key: 'prices',
    route: "prices: a city's stored figures (/api/v1/prices/douala)",
    url: (r) => r.appUrl,
    path: () => '/api/v1/prices/douala',
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
      ...target.env(`listings_${size}`),
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
      runs.push({
        database: target.name,
        listings: place.size,
        seedMs,
        startMs,
        plans: ready.plans,
        prices: ready.prices,
      });
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

// ---------------------------------------------------------------------------------------------------------------
// The conversation scenario: STREAMS members hold their live stream open in this process while CONNECTIONS members
// post messages to them, in one API process on PostgreSQL.
// ---------------------------------------------------------------------------------------------------------------
interface ConversationResult {
  database: string;
  streams: number;
  connections: number;
  redis: boolean;
  setupMs: number;
  /** From the first stream asked for to the last one's `ready` event. */
  openMs: number;
  /**
   * Growth per open stream, KB: of the RSS, and of the heap (used) plus the memory outside it that V8 accounts for
   * (external: buffers). The RSS may hide a cost in pages the process already held (garbage collected after the
   * warm-up), the heap misses native memory: the target is judged on the larger.
   */
  memory: {
    without: MemoryReport;
    withStreams: MemoryReport;
    rssPerStreamKb: number;
    heapPerStreamKb: number;
    judgedKb: number;
  };
  /** Time from a POST being sent to its event arriving on the recipient's stream, every measured message. */
  delivery: { p50Ms: number; p99Ms: number; maxMs: number; count: number };
  /** The POST itself (sent → answered). */
  post: { p50Ms: number; p99Ms: number; perSec: number };
  bare: { requestsPerSec: number; p50Ms: number; p99Ms: number };
  rounds: {
    messagesPerSec: number;
    deliveryP50Ms: number;
    deliveryP99Ms: number;
    bare: { requestsPerSec: number; p50Ms: number; p99Ms: number };
  }[];
  /** POSTs answered anything but 201 (or failed), messages never seen on their stream, seen on another's. */
  failedPosts: number;
  missing: number;
  misrouted: number;
  /** Streams that dropped and reconnected during the run. */
  reconnects: number;
  target: { deliveryP99Ms: number; streamKb: number; deliveryMet: boolean; memoryMet: boolean };
}

/** The nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

/** Open file descriptors this process may hold (`ulimit -n`), or Infinity when unknown. */
function fileLimit(): number {
  try {
    const out = execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim();
    return out === 'unlimited' ? Infinity : Number(out);
  } catch {
    return Infinity;
  }
}

function askMemory(child: ChildProcess): Promise<MemoryReport> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the API did not report its memory within 30 s')),
      30_000,
    );
    const onMessage = (msg: MemoryReport) => {
      if (msg?.type !== 'memory') return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(msg);
    };
    child.on('message', onMessage);
    child.send('memory');
  });
}

/** A JSON POST on a kept-alive connection of `agent`: its status once the answer is read. */
function postJson(
  agent: http.Agent,
  base: URL,
  urlPath: string,
  token: string,
  body: string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        path: urlPath,
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function measureConversations(target: Target, dir: string): Promise<ConversationResult> {
  const limit = fileLimit();
  const needed = STREAMS + CONNECTIONS + 200;
  if (limit < needed)
    throw new Error(
      `ulimit -n is ${limit}: ${STREAMS} streams need at least ${needed} open files in this process and the API's`,
    );
  const env = {
    ...process.env,
    DATA_DIR: path.join(dir, 'conversations'),
    SEED: 'false',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    DATABASE_SCHEMA: '',
    JWT_SECRET: process.env.JWT_SECRET || 'bench-secret-bench-secret-bench-secret-0123',
    ...target.env('conversations'),
    // Each sender posts hundreds of messages a minute: their per-account budgets (discussion writes a minute,
    // messages an hour) times 1000, the most the setting allows.
    USER_WRITE_FACTOR: '1000',
    // No mails about unread messages during the run.
    MESSAGE_MAILS_INTERVAL_S: '86400',
    BENCH_CONVERSATION_SEED: `${STREAMS},${CONNECTIONS}`,
  } as NodeJS.ProcessEnv;
  console.log(
    `\n# ${target.name}: conversations: starting an API, ${STREAMS} recipients and ${CONNECTIONS} senders …`,
  );
  const { child, ready } = await startServer(env, ['--expose-gc']);
  const seed = ready.conversations!;
  const base = new URL(ready.appUrl);
  const streamUrl = `${ready.appUrl}/api/v1/conversations/stream`;
  console.log(
    `# ${target.name}: conversations: accounts, listings, discussions and sessions in ${(seed.setupMs / 1000).toFixed(1)} s` +
      ` (hub: ${seed.redis ? 'Redis' : 'within the process'})`,
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const sources = new Map<number, EventSourceClient>();
  /** Messages sent in a measured round, not yet seen on their stream: sequence → (sent at, recipient, round). */
  const pending = new Map<number, { sentAt: number; recipient: number; round: number }>();
  const deliveries: number[][] = [];
  let sequence = 0;
  let misrouted = 0;
  let reconnects = 0;
  let failedPosts = 0;

  /** Opens recipient j's stream; resolves on its `ready` event. */
  const open = (j: number) =>
    new Promise<void>((resolve, reject) => {
      let connections = 0;
      const timer = setTimeout(() => reject(new Error(`stream ${j} not ready within 30 s`)), 30_000);
      const source = createEventSource({
        url: streamUrl,
        headers: { authorization: `Bearer ${seed.recipients[j]!.token}`, accept: 'text/event-stream' },
        onConnect: () => {
          connections += 1;
          if (connections > 1) reconnects += 1;
        },
        onMessage: ({ event, data }) => {
          if (event === 'ready') {
            clearTimeout(timer);
            resolve();
            return;
          }
          if (event !== 'message') return;
          const at = performance.now();
          const { message } = JSON.parse(data) as ConversationLiveEvent;
          const n = Number(message.body.slice('bench '.length));
          const sent = pending.get(n);
          if (!sent) return;
          pending.delete(n);
          if (sent.recipient !== j) misrouted += 1;
          (deliveries[sent.round] ??= []).push(at - sent.sentAt);
        },
      });
      sources.set(j, source);
    });
  const openAll = async (count: number) => {
    // 50 at a time: each one's authentication reads the database.
    let next = 0;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < count) await open(next++);
      }),
    );
  };
  const closeAll = () => {
    for (const source of sources.values()) source.close();
    sources.clear();
  };

  /** Every sender posts in its discussions in turn, one message at a time, for `seconds`. */
  const postFor = async (seconds: number, round: number | null) => {
    const latencies: number[] = [];
    const until = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      seed.senders.map(async (sender, k) => {
        for (let i = 0; performance.now() < until; i++) {
          const conversation = sender.conversations[i % sender.conversations.length]!;
          const n = ++sequence;
          const body = JSON.stringify({ message: `bench ${n}` });
          const sentAt = performance.now();
          if (round !== null) pending.set(n, { sentAt, recipient: conversation.recipient, round });
          const status = await postJson(
            agent,
            base,
            `/api/v1/conversations/${conversation.id}/messages`,
            sender.token,
            body,
          ).catch(() => 0);
          latencies.push(performance.now() - sentAt);
          if (status !== 201) {
            pending.delete(n);
            if (round !== null) failedPosts += 1;
            if (failedPosts === 1 && round !== null)
              console.error(`# conversations: sender ${k} got ${status} for a message`);
          }
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    return { latencies, perSec: latencies.length / elapsed };
  };

  try {
    // Warm-up: the bare route, a few streams and messages (the code paths compiled), then none open. Messages for as
    // long as a measure: on the 2-core build machine their rate was still climbing after 1 s.
    await cannon(ready.baselineUrl, '/', WARMUP_S);
    await openAll(10);
    await postFor(Math.max(WARMUP_S, DURATION_S), null);
    closeAll();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const without = await askMemory(child);
    if (without.streams !== 0) throw new Error(`${without.streams} streams still open after the warm-up`);
    const opening = performance.now();
    await openAll(STREAMS);
    const openMs = performance.now() - opening;
    console.log(
      `# ${target.name}: conversations: ${STREAMS} streams open in ${(openMs / 1000).toFixed(1)} s`,
    );
    // Idle, as a member's open page is between messages.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const withStreams = await askMemory(child);
    if (withStreams.streams !== STREAMS)
      throw new Error(`the API holds ${withStreams.streams} streams, not ${STREAMS}`);
    const rssPerStreamKb = (withStreams.rss - without.rss) / STREAMS / 1024;
    const heapPerStreamKb =
      (withStreams.heapUsed + withStreams.external - without.heapUsed - without.external) / STREAMS / 1024;
    const judgedKb = Math.max(rssPerStreamKb, heapPerStreamKb);
    console.log(
      `# ${target.name}: conversations: memory without streams RSS ${(without.rss / 2 ** 20).toFixed(1)} MB, heap ` +
        `${(without.heapUsed / 2 ** 20).toFixed(1)} MB; with ${STREAMS}: RSS ${(withStreams.rss / 2 ** 20).toFixed(1)} MB, ` +
        `heap ${(withStreams.heapUsed / 2 ** 20).toFixed(1)} MB`,
    );

    const rounds: ConversationResult['rounds'] = [];
    const postLatencies: number[] = [];
    const postRates: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // The bare route and the messages alternate their order, as the listings' routes do.
      const measureBare = () => cannon(ready.baselineUrl, '/', DURATION_S);
      const measurePosts = () => postFor(DURATION_S, round);
      let bareResult: autocannon.Result;
      let posts: Awaited<ReturnType<typeof postFor>>;
      if (round % 2 === 0) {
        bareResult = await measureBare();
        posts = await measurePosts();
      } else {
        posts = await measurePosts();
        bareResult = await measureBare();
      }
      postLatencies.push(...posts.latencies);
      postRates.push(posts.perSec);
      const bare = {
        requestsPerSec: Math.round(bareResult.requests.average),
        p50Ms: bareResult.latency.p50,
        p99Ms: bareResult.latency.p99,
      };
      // Its delivery figures once every event is in (below).
      rounds.push({ messagesPerSec: Math.round(posts.perSec), deliveryP50Ms: NaN, deliveryP99Ms: NaN, bare });
      console.log(
        `# ${target.name} conversations, round ${round + 1}/${ROUNDS}: ${Math.round(posts.perSec)} messages/s ` +
          `(${posts.latencies.length}); bare route ${bare.requestsPerSec} req/s, p50 ${ms(bare.p50Ms)} ms, ` +
          `p99 ${ms(bare.p99Ms)} ms`,
      );
    }
    // Events still on their way: up to 5 s more.
    for (let waited = 0; pending.size > 0 && waited < 5000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    for (const [round, r] of rounds.entries()) {
      const sorted = [...(deliveries[round] ?? [])].sort((a, b) => a - b);
      r.deliveryP50Ms = percentile(sorted, 50);
      r.deliveryP99Ms = percentile(sorted, 99);
    }
    const all = deliveries.flat().sort((a, b) => a - b);
    postLatencies.sort((a, b) => a - b);
    const delivery = {
      p50Ms: percentile(all, 50),
      p99Ms: percentile(all, 99),
      maxMs: all.at(-1) ?? NaN,
      count: all.length,
    };
    return {
      database: target.name,
      streams: STREAMS,
      connections: CONNECTIONS,
      redis: seed.redis,
      setupMs: seed.setupMs,
      openMs,
      memory: { without, withStreams, rssPerStreamKb, heapPerStreamKb, judgedKb },
      delivery,
      post: {
        p50Ms: percentile(postLatencies, 50),
        p99Ms: percentile(postLatencies, 99),
        perSec: Math.round(median(postRates)),
      },
      bare: {
        requestsPerSec: median(rounds.map((r) => r.bare.requestsPerSec)),
        p50Ms: median(rounds.map((r) => r.bare.p50Ms)),
        p99Ms: median(rounds.map((r) => r.bare.p99Ms)),
      },
      rounds,
      failedPosts,
      missing: pending.size,
      misrouted,
      reconnects,
      target: {
        deliveryP99Ms: TARGET_DELIVERY_P99_MS,
        streamKb: TARGET_STREAM_KB,
        deliveryMet: delivery.p99Ms <= TARGET_DELIVERY_P99_MS && pending.size === 0 && misrouted === 0,
        memoryMet: judgedKb <= TARGET_STREAM_KB,
      },
    };
  } finally {
    closeAll();
    agent.destroy();
    await stopServer(child);
  }
}

/** A table with padded columns (the numeric ones right-aligned), as the listings' table is printed. */
function padded(head: string[], body: string[][], numeric: Set<number>): string {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (numeric.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (numeric.has(i) ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(head), rule, ...body.map(line)].join('\n');
}

/** The conversation scenario's lines: delivery and memory beside the bare route of the same API process. */
function conversationLines(c: ConversationResult): string {
  const f1 = (n: number) => n.toFixed(1);
  const mark = (ok: boolean) => (ok ? 'yes' : 'NO');
  const ratio = (value: number, bare: number) => `${f1(value / Math.max(bare, 1))}×`;
  const mb = (bytes: number) => f1(bytes / 2 ** 20);
  const { without, withStreams } = c.memory;
  const body = [
    [
      'delivery p50 (POST sent → event on the stream)',
      `${f1(c.delivery.p50Ms)} ms`,
      `p50 ${ms(c.bare.p50Ms)} ms`,
      ratio(c.delivery.p50Ms, c.bare.p50Ms),
      '',
    ],
    [
      'delivery p99',
      `${f1(c.delivery.p99Ms)} ms`,
      `p99 ${ms(c.bare.p99Ms)} ms`,
      ratio(c.delivery.p99Ms, c.bare.p99Ms),
      `≤ ${c.target.deliveryP99Ms} ms: ${mark(c.target.deliveryMet)}`,
    ],
    [
      'POST answered, p50 / p99',
      `${f1(c.post.p50Ms)} / ${f1(c.post.p99Ms)} ms`,
      `${ms(c.bare.p50Ms)} / ${ms(c.bare.p99Ms)} ms`,
      `${ratio(c.post.p50Ms, c.bare.p50Ms)} / ${ratio(c.post.p99Ms, c.bare.p99Ms)}`,
      '',
    ],
    [
      'messages/s (bare: req/s)',
      String(c.post.perSec),
      String(c.bare.requestsPerSec),
      `bare ÷ route ${f1(c.bare.requestsPerSec / Math.max(c.post.perSec, 1))}`,
      '',
    ],
    ['RSS per idle open stream', `${f1(c.memory.rssPerStreamKb)} KB`, '', '', ''],
    [
      'heap + external per idle open stream',
      `${f1(c.memory.heapPerStreamKb)} KB`,
      '',
      '',
      `≤ ${c.target.streamKb} KB (the larger): ${mark(c.target.memoryMet)}`,
    ],
  ];
  return [
    `Conversations (${c.database}): ${c.streams} open streams held by this process, ${c.connections} connections ` +
      `posting (one sender each, a message at a time, in its ${Math.ceil(c.streams / c.connections)} discussions in ` +
      `turn), ${ROUNDS} rounds of ${DURATION_S} s alternating with the bare route (medians of its rounds); delivery ` +
      `percentiles over every message; hub ${c.redis ? 'through Redis' : 'within the process'}.`,
    '',
    padded(
      ['measure', 'figure', 'bare route, same process', '÷ bare', 'target met?'],
      body,
      new Set([1, 2, 3]),
    ),
    '',
    `${c.delivery.count} messages measured (max ${f1(c.delivery.maxMs)} ms); ${c.failedPosts} POSTs failed, ` +
      `${c.missing} messages never seen on their stream, ${c.misrouted} on another's, ${c.reconnects} reconnections.`,
    `Memory after a full GC${withStreams.gc ? '' : ' (NOT collected: no --expose-gc)'}, without streams → ` +
      `${c.streams} streams idle 2 s: RSS ${mb(without.rss)} → ${mb(withStreams.rss)} MB, heap used ` +
      `${mb(without.heapUsed)} → ${mb(withStreams.heapUsed)} MB, external ${mb(without.external)} → ` +
      `${mb(withStreams.external)} MB.`,
    `Rounds: ${c.rounds
      .map(
        (r, i) =>
          `${i + 1}: ${r.messagesPerSec} messages/s, delivery p50 ${f1(r.deliveryP50Ms)} ms p99 ` +
          `${f1(r.deliveryP99Ms)} ms, bare ${r.bare.requestsPerSec} req/s`,
      )
      .join('; ')}.`,
    `Set-up (accounts, listings, discussions, sessions): ${f1(c.setupMs / 1000)} s; ${c.streams} streams opened in ` +
      `${f1(c.openMs / 1000)} s.`,
  ].join('\n');
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
    env: (place) => ({ DATABASE_URL: benchUrl.toString(), DATABASE_SCHEMA: place }),
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
  let conversations: ConversationResult | null = null;
  try {
    if (DATABASES.includes('pglite') && RUN.includes('listings')) {
      const pglite = await measure({ name: 'PGlite', env: () => ({}) }, path.join(tmp, 'pglite'));
      rows.push(...pglite.rows);
      runs.push(...pglite.runs);
    }
    if (DATABASES.includes('pglite') && RUN.includes('conversations'))
      console.log('\n# conversations: PostgreSQL only (PGlite skipped)');
    if (DATABASES.includes('postgres')) {
      const postgres = await postgresTarget();
      if (typeof postgres === 'string') {
        skipped.push(`PostgreSQL: ${postgres}`);
        console.log(`\n# PostgreSQL skipped: ${postgres}`);
      } else {
        if (postgres.cleanup) cleanups.push(postgres.cleanup);
        try {
          if (RUN.includes('listings')) {
            const result = await measure(postgres, path.join(tmp, 'postgres'));
            rows.push(...result.rows);
            runs.push(...result.runs);
          }
          if (RUN.includes('conversations'))
            conversations = await measureConversations(postgres, path.join(tmp, 'postgres'));
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
    scenarios: RUN,
    sizes: SIZES,
    connections: CONNECTIONS,
    rounds: ROUNDS,
    durationSeconds: DURATION_S,
    warmupSeconds: WARMUP_S,
    vacuumAnalyzeAfterSeed: VACUUM,
    targets: {
      filteredSearchP99MsAtSmallestSizeOnPostgres: TARGET_P99_MS,
      p50RatioLargestToSmallest: TARGET_P50_RATIO,
      conversationDeliveryP99Ms: TARGET_DELIVERY_P99_MS,
      conversationKbPerIdleStream: TARGET_STREAM_KB,
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
    conversations,
  };
  const dir = path.join(repoRoot, '.bench');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `api-${report.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(dir, 'api-latest.json'), `${JSON.stringify(report, null, 2)}\n`);

  const f = (n: number) => n.toFixed(1);
  const loadLine =
    `1-minute load average during the run ${f(load.oneMinuteMin)}–${f(load.oneMinuteMax)} ` +
    `(mean ${f(load.oneMinuteMean)}) on ${cpus.length} cores`;
  if (rows.length) printListings(rows, runs, load, cpus);
  if (conversations)
    console.log(
      `\n${conversationLines(conversations)}\n\n${cpus.length} × ${report.machine.cpuModel}; ${loadLine}`,
    );
  for (const s of skipped) console.log(`skipped: ${s}`);
  console.log(
    `\nsaved ${path.relative(repoRoot, file)}${rows.length ? ' (with the full text plans)' : ''}; whole run ${f(totalMs / 1000)} s`,
  );
}

/** The figures' round of /prix per database and size, beside the plain scan of the same process (medians of 3). */
function pricesLines(runs: SizeRun[]): string {
  const lines = runs
    .filter((r) => r.prices)
    .map((r) => {
      const p = r.prices as PricesTiming;
      const round = median(p.roundMs);
      const scan = median(p.scanMs);
      return (
        `  ${r.database} ${r.listings}: round ${round.toFixed(0)} ms (${p.figures} figures), baseline scan ` +
        `${scan.toFixed(0)} ms, ${(round / Math.max(scan, 0.1)).toFixed(1)}× the scan`
      );
    });
  return `Price figures of /prix (the periodic round: 3 statements of medians and the low-price marks; medians of 3 runs):\n${lines.join('\n')}`;
}

function printListings(
  rows: Row[],
  runs: SizeRun[],
  load: { oneMinuteMin: number; oneMinuteMax: number; oneMinuteMean: number },
  cpus: os.CpuInfo[],
) {
  const f = (n: number) => n.toFixed(1);
  console.log(
    `\n${SIZES.join(' and ')} listings, ${CONNECTIONS} connections, ${DURATION_S} s per measure after ${WARMUP_S} s ` +
      `of warm-up, ${ROUNDS} rounds with the sizes alternating (medians); ${VACUUM ? 'VACUUM ANALYZE after each seed' : 'no VACUUM ANALYZE after the seeds'}; ` +
      `${cpus.length} × ${cpus[0]?.model ?? 'unknown'}; 1-minute load average during the run ${f(load.oneMinuteMin)}–` +
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
  console.log(`\n${pricesLines(runs)}`);
  console.log(
    `\nPlans (EXPLAIN ANALYZE, BUFFERS of the statements the search route runs, after 3 warm runs):\n`,
  );
  console.log(planLines(runs));
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
