// `db:move-to-postgres` on a seeded embedded database (the demo seed, a member's listing
// with photos, a favourite, messages), run as the operator runs it, into a fresh PostgreSQL database; then the API
// built on the target: every listing, user, favourite, message and photo reference is there, search finds the
// listings, members sign in with their old passwords. A second run, and a target with anything in it, are refused.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { openPglite, openPostgres, type Db } from '../../src/lib/db.js';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/seed/demo-data.js';
import { DEMO_CLOSED_LISTINGS, DEMO_LISTINGS, seedDemo } from '../../src/seed/seed-demo.js';
import { login, multipart, PASSWORD, pngImage, signup, TEST_RATE_LIMITS, jpegImage } from '../helper.js';
import { vapidFromDataDir } from '../vapid.js';
import { createScratchDatabase, unavailable, type ScratchDatabase } from './scratch-db.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// The move's source is always the embedded database: the file runs once, in the PGlite pass of the suite.
const skip =
  process.env.API_TEST_DB === 'postgres'
    ? 'ran in the PGlite pass (the move always reads the embedded database)'
    : await unavailable();
if (skip) console.log(`# db-move: skipped: ${skip}`);

/** The command as the operator runs it (`pnpm --filter api db:move-to-postgres` runs this file with tsx). */
function runMove(dataDir: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/db-move-to-postgres.ts', ...args],
      { cwd: apiDir, env: { ...process.env, DATA_DIR: dataDir }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

function appConfig(env: Record<string, string>): Config {
  return {
    ...loadConfig({ SEED: 'false', LOG_LEVEL: 'silent', ...env }),
    rateLimits: TEST_RATE_LIMITS,
    pressure: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0, maxRssBytes: 0, retryAfterSeconds: 5 },
  };
}

/** What must survive the move, read with the same SQL on both sides. */
const SNAPSHOT = {
  users: `SELECT id, email, password_hash, role, verified_at, email_verified_at FROM users ORDER BY id`,
  products: `SELECT id, user_id, slug, name, status, price::text, image, images, created_at FROM products ORDER BY id`,
  favourites: `SELECT user_id, product_id, created_at FROM favourites ORDER BY user_id, product_id`,
  messages: `SELECT id, kind, product_id, recipient_id, sender_id, body, created_at FROM messages ORDER BY id`,
  refreshTokens: `SELECT id, user_id, token_hash FROM refresh_tokens ORDER BY id`,
};
type Snapshot = Record<keyof typeof SNAPSHOT, unknown[]>;

async function snapshot(db: Db): Promise<Snapshot> {
  const out = {} as Snapshot;
  for (const [name, sql] of Object.entries(SNAPSHOT)) out[name as keyof Snapshot] = await db.query(sql);
  // PGlite and pg give jsonb and timestamps alike; numbers as text above, so the two drivers compare equal.
  return JSON.parse(JSON.stringify(out)) as Snapshot;
}

/** Every photo URL of a listing's answer (main image and the others, every size). */
function photoUrls(listing: { image?: unknown; media?: unknown }): string[] {
  const urls = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string' && /^\/uploads\/\S+$/.test(value)) urls.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(listing);
  return [...urls].sort();
}

interface Source {
  snapshot: Snapshot;
  /** Public details of every listing the public sees, by slug, as the embedded database answered them. */
  details: Map<string, unknown>;
  member: { id: string; email: string };
  memberListing: { id: string; slug: string; name: string };
  favourite: string;
  refreshToken: string;
}

const ctx = {} as {
  dataDir: string;
  source: Source;
  target: ScratchDatabase;
  move: Awaited<ReturnType<typeof runMove>>;
};
let app: FastifyInstance | undefined;
let targetDb: Db | undefined;
const scratch: ScratchDatabase[] = [];

before(async () => {
  if (skip) return;
  ctx.dataDir = mkdtempSync(path.join(tmpdir(), 'immo237-move-'));
  const template = process.env.API_TEST_TEMPLATE;
  if (template) cpSync(path.join(template, 'pglite'), path.join(ctx.dataDir, 'pglite'), { recursive: true });
  // The embedded set-up as `pnpm start` has it: no JWT_SECRET, one generated into DATA_DIR.
  const lite = await openPglite(path.join(ctx.dataDir, 'pglite'));
  const sourceApp = await buildApp({ config: appConfig({ DATA_DIR: ctx.dataDir }), db: lite, logger: false });
  try {
    await sourceApp.ready();
    assert.equal(await seedDemo(sourceApp), true);
    const member = await signup(sourceApp);
    const session = await login(sourceApp, member.email);
    const auth = { authorization: `Bearer ${session.accessToken.token}` };
    const form = multipart(
      {
        product_data: JSON.stringify({
          name: 'Duplex lumineux à Bonapriso',
          category: 'Duplex',
          price: 450_000,
          is_for_sale: false,
          location: { city: 'Douala', district: 'Bonapriso' },
        }),
      },
      [
        { field: 'image', name: 'facade.png', type: 'image/png', data: await pngImage(800, 600) },
        { field: 'images', name: 'salon.jpg', type: 'image/jpeg', data: await jpegImage(640, 480) },
        { field: 'images', name: 'cuisine.png', type: 'image/png', data: await pngImage(320, 240) },
      ],
    );
    const created = await sourceApp.inject({
      method: 'POST',
      url: '/api/v1/products/create',
      headers: { ...form.headers, ...auth },
      payload: form.payload,
    });
    assert.equal(created.statusCode, 201, created.body);
    const memberListing = created.json().data as Source['memberListing'];
    const demoListing = await lite.one<{ id: string }>(
      `SELECT id FROM products WHERE status = 'ACTIVE' AND user_id <> $1 ORDER BY slug LIMIT 1`,
      [member.id],
    );
    const fav = await sourceApp.inject({
      method: 'POST',
      url: `/api/v1/user/favourites/${demoListing!.id}`,
      headers: auth,
    });
    assert.equal(fav.statusCode, 201, fav.body);
    const message = await sourceApp.inject({
      method: 'POST',
      url: '/api/v1/user/send-message-to-admin',
      headers: auth,
      payload: { message: 'Bonjour, le bien est-il toujours disponible ?', propertyId: demoListing!.id },
    });
    assert.equal(message.statusCode, 200, message.body);
    const contact = await sourceApp.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { name: 'Paul', email: 'paul@example.cm', subject: 'question', message: 'Une question.' },
    });
    assert.equal(contact.statusCode, 201, contact.body);

    const details = new Map<string, unknown>();
    for (const { slug } of await lite.query<{ slug: string }>(
      `SELECT slug FROM products WHERE status = 'ACTIVE' ORDER BY slug`,
    )) {
      const res = await sourceApp.inject({ method: 'GET', url: `/api/v1/products/public/details/${slug}` });
      assert.equal(res.statusCode, 200);
      details.set(slug, res.json().data);
    }
    ctx.source = {
      snapshot: await snapshot(lite),
      details,
      member,
      memberListing,
      favourite: demoListing!.id,
      refreshToken: session.refreshToken.token,
    };
  } finally {
    await sourceApp.close();
    await lite.close();
  }
  assert.ok(existsSync(path.join(ctx.dataDir, 'jwt-secret')));

  ctx.target = await createScratchDatabase('move');
  scratch.push(ctx.target);
  // Small batches: the demo's listings take several, as a large table would.
  ctx.move = await runMove(ctx.dataDir, ['--to', ctx.target.url, '--batch', '25']);

  if (ctx.move.code === 0) {
    targetDb = await openPostgres(ctx.target.url, null);
    app = await buildApp({
      config: appConfig({
        DATA_DIR: ctx.dataDir,
        DATABASE_URL: ctx.target.url,
        // The secret the embedded set-up made, as docs/DEPLOY.md says: sessions stay valid across the move.
        JWT_SECRET: readFileSync(path.join(ctx.dataDir, 'jwt-secret'), 'utf8').trim(),
        // And the VAPID pair it made: the devices already subscribed keep receiving notifications.
        ...vapidFromDataDir(ctx.dataDir),
      }),
      db: targetDb,
      logger: false,
    });
    await app.ready();
  }
});

after(async () => {
  await app?.close();
  await targetDb?.close();
  for (const db of scratch) await db.drop();
  if (ctx.dataDir) rmSync(ctx.dataDir, { recursive: true, force: true });
});

test(
  'the move copies every table in batches, verifies counts and checksums, and prints the results',
  { skip: skip ?? false },
  () => {
    const { code, stdout, stderr } = ctx.move;
    if (process.env.MOVE_TEST_PRINT) console.log(stdout);
    assert.equal(code, 0, `${stdout}\n${stderr}`);
    // Parents before the tables that refer to them, from the catalogue.
    const order = /order \(parents first, from the foreign keys\): (.*)/.exec(stdout)?.[1]?.split(', ') ?? [];
    for (const [parent, child] of [
      ['users', 'products'],
      ['products', 'favourites'],
      ['products', 'messages'],
      ['users', 'refresh_tokens'],
    ] as const) {
      assert.ok(
        order.indexOf(parent) >= 0 && order.indexOf(parent) < order.indexOf(child),
        `${parent} before ${child}`,
      );
    }
    assert.ok(!order.includes('schemaversion'), 'the migrations table is the target migrations’ own');
    // Progress on a table longer than a batch.
    const listings = DEMO_LISTINGS + DEMO_CLOSED_LISTINGS + 1;
    assert.match(stdout, new RegExp(`products: ${listings} / ${listings} rows \\(100 %\\)`));
    assert.match(stdout, new RegExp(`products: ${listings} rows copied`));
    // The results table: one line per table, each verified.
    for (const table of order) {
      assert.match(
        stdout,
        new RegExp(`^${table} +\\d+ +\\d+ +[0-9a-f]{32} +\\w+ +[\\d.]+ m?s +ok`, 'm'),
        table,
      );
    }
    assert.match(
      stdout,
      new RegExp(`^products +${listings} +${listings} +[0-9a-f]{32} +(same|differs) `, 'm'),
    );
    assert.match(stdout, /search data: products\.search_text, products\.search_tsv/);
    assert.match(
      stdout,
      /Moved and verified \d+ rows in \d+ tables: every count and checksum matches\. Total [\d.]+ m?s\./,
    );
  },
);

test(
  'on PostgreSQL: every user, listing, photo reference, favourite and message of the embedded database',
  { skip: skip ?? false },
  async () => {
    assert.ok(app && targetDb, 'the API was built on the target');
    const api: FastifyInstance = app;
    assert.deepEqual(await snapshot(targetDb), ctx.source.snapshot);
    assert.equal(ctx.source.snapshot.products.length, DEMO_LISTINGS + DEMO_CLOSED_LISTINGS + 1);

    // Every public listing answers as before, photo addresses included, and every photo is served.
    let photos = 0;
    for (const [slug, before] of ctx.source.details) {
      const res = await api.inject({ method: 'GET', url: `/api/v1/products/public/details/${slug}` });
      assert.equal(res.statusCode, 200, slug);
      assert.deepEqual(res.json().data, before, slug);
      for (const url of photoUrls(before as object)) {
        const img = await api.inject({ method: 'GET', url });
        assert.equal(img.statusCode, 200, url);
        assert.equal(img.headers['content-type'], 'image/webp');
        photos++;
      }
    }
    assert.ok(photos > DEMO_LISTINGS * 3, `${photos} photo files served`);

    // The search data was rebuilt: full text and the trigram search find the member's listing.
    for (const query of ['duplex lumineux', 'bonapri']) {
      const res = await api.inject({
        method: 'GET',
        url: `/api/v1/products/public/search?query=${encodeURIComponent(query)}`,
      });
      assert.equal(res.statusCode, 200);
      assert.ok(
        res.json().data.some((p: { id: string }) => p.id === ctx.source.memberListing.id),
        `search "${query}" finds the moved listing`,
      );
    }
  },
);

test(
  'members sign in on PostgreSQL with their old passwords; their favourites, messages and sessions are there',
  { skip: skip ?? false },
  async () => {
    assert.ok(app);
    const member = await login(app, ctx.source.member.email, PASSWORD);
    const auth = { authorization: `Bearer ${member.accessToken.token}` };
    const favourites = await app.inject({ method: 'GET', url: '/api/v1/user/favourites', headers: auth });
    assert.deepEqual(
      favourites.json().data.map((p: { id: string }) => p.id),
      [ctx.source.favourite],
    );
    const mine = await app.inject({ method: 'GET', url: '/api/v1/products/mine', headers: auth });
    assert.ok(JSON.stringify(mine.json()).includes(ctx.source.memberListing.id));

    const demo = await login(app, DEMO_EMAIL, DEMO_PASSWORD);
    const inbox = await app.inject({
      method: 'GET',
      url: '/api/v1/user/messages',
      headers: { authorization: `Bearer ${demo.accessToken.token}` },
    });
    assert.deepEqual(
      inbox.json().data.map((m: { message: string }) => m.message),
      ['Bonjour, le bien est-il toujours disponible ?'],
    );
    // A session opened before the move goes on (refresh tokens moved, the same secret).
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refreshToken: ctx.source.refreshToken },
    });
    assert.equal(refreshed.statusCode, 200, refreshed.body);
    // Wrong password still refused.
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: ctx.source.member.email, password: 'Pasbonmotdepasse1' },
    });
    assert.equal(wrong.statusCode, 401);
  },
);

test(
  'the move refuses a target that is not empty: a second run after success, a database with rows',
  { skip: skip ?? false },
  async () => {
    const count = async (url: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return Number((await client.query('SELECT count(*) AS n FROM products')).rows[0].n);
      } finally {
        await client.end();
      }
    };
    const before = await count(ctx.target.url);
    const again = await runMove(ctx.dataDir, ['--to', ctx.target.url]);
    assert.equal(again.code, 3, again.stdout + again.stderr);
    assert.match(again.stderr, /Refusing to move into .*: the database is not empty/);
    assert.match(again.stderr, /migrations already run, up to \d+/);
    assert.match(again.stderr, /tables with rows: .*products/);
    assert.match(
      again.stderr,
      /If an earlier move into this database succeeded, there is nothing left to do/,
    );
    assert.equal(await count(ctx.target.url), before, 'nothing was written');

    // A database with someone else's rows (no migrations at all): refused before anything is created.
    const other = await createScratchDatabase('move_other');
    scratch.push(other);
    const client = new pg.Client({ connectionString: other.url });
    await client.connect();
    await client.query(
      'CREATE SCHEMA legacy; CREATE TABLE legacy.notes (body text); INSERT INTO legacy.notes VALUES ($$x$$)',
    );
    const refused = await runMove(ctx.dataDir, ['--to', other.url]);
    assert.equal(refused.code, 3, refused.stdout + refused.stderr);
    assert.match(refused.stderr, /tables with rows: legacy\.notes/);
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`,
    );
    assert.equal(rows[0].n, 0, 'no migration ran');
    await client.end();

    // And the usage is checked before anything is opened.
    const usage = await runMove(ctx.dataDir, []);
    assert.equal(usage.code, 2);
    assert.match(usage.stderr, /--to must name the target database/);
  },
);
