import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openPglite, openPostgres, type Db, type Queryable } from '../src/lib/db.js';
import { setPasswordCost } from '../src/lib/passwords.js';
import { advisoryXactLock } from '../src/repositories/locks.js';
import { signJwt } from '../src/lib/tokens.js';
import type { LoginResult } from '../src/schemas/auth.js';

setPasswordCost(2 ** 12);

/** Limits high enough that no test meets them by accident; a test of one limit lowers just that one. */
export const TEST_RATE_LIMITS: Config['rateLimits'] = {
  login: 1000,
  signup: 1000,
  reset: 1000,
  messages: 1000,
  windowMs: 60_000,
  loginAccount: 1000,
  loginSlowAfter: 1000,
  verificationMailsPerAccount: 1000,
  userWrites: { listings: 1000, favourites: 1000, profile: 1000, admin: 1000 },
  sessions: 1000,
};

export interface TestContext {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  db: Db;
}

/**
 * One app per test file on a fresh DATA_DIR: PGlite copied from the migrated template, or, with API_TEST_DB=postgres,
 * a fresh schema of TEST_DATABASE_URL dropped afterwards.
 */
export function setupTestApp(
  overrides: Partial<Config> = {},
  // node 20 may run a file's root before() hooks concurrently: data set-up goes here, after the app is ready.
  prepare?: (ctx: TestContext) => Promise<void>,
): TestContext {
  const ctx = {} as TestContext;
  let schema: string | null = null;
  before(async () => {
    ctx.dataDir = mkdtempSync(path.join(tmpdir(), 'immo237-test-'));
    const config = loadConfig({
      DATA_DIR: ctx.dataDir,
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      SEED: 'false',
      // API_TEST_LOG=1 prints the errors the app logs (what a 500 hides), on stderr.
      LOG_LEVEL: process.env.API_TEST_LOG ? 'error' : 'silent',
    });
    ctx.config = {
      ...config,
      rateLimits: TEST_RATE_LIMITS,
      // No load shedding unless a test asks for it (faults/under-pressure.test.ts): a suite process holding
      // PGlite, sharp and thousands of fuzz requests may pass the production RSS limit, and every later answer of
      // that file would be a 503 that says nothing about the code under test.
      pressure: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0, maxRssBytes: 0, retryAfterSeconds: 5 },
      // No mail round about unread messages on a timer: a test that wants one runs it (app.jobs.runMessageMails).
      messageMailsIntervalS: 0,
      ...overrides,
    };
    if (process.env.API_TEST_DB === 'postgres') {
      schema = `t_${randomBytes(6).toString('hex')}`;
      ctx.db = await openPostgres(process.env.TEST_DATABASE_URL as string, schema, ctx.config.dbTimeouts);
    } else {
      const template = process.env.API_TEST_TEMPLATE;
      if (template)
        cpSync(path.join(template, 'pglite'), path.join(ctx.dataDir, 'pglite'), { recursive: true });
      ctx.db = await openPglite(path.join(ctx.dataDir, 'pglite'));
    }
    ctx.app = await buildApp({
      config: ctx.config,
      db: ctx.db,
      logger: process.env.API_TEST_LOG ? undefined : false,
      // Every answer of the suite must survive its response schema unchanged (no field dropped).
      checkSerialization: true,
    });
    await ctx.app.ready();
    // The work a fresh start does on its own (the price figures' first round) ends before the file's tests begin:
    // a test that moves the clock or cuts the database does not meet it halfway.
    await ctx.app.background.settled();
    if (prepare) await prepare(ctx);
  });
  after(async () => {
    await ctx.app?.close();
    if (schema) await ctx.db.query(`DROP SCHEMA ${schema} CASCADE`);
    await ctx.db?.close();
    rmSync(ctx.dataDir, { recursive: true, force: true });
  });
  return ctx;
}

/** Every SQL statement the app's database handle runs while `run` runs, in order. */
export async function statementsDuring(app: FastifyInstance, run: () => Promise<unknown>): Promise<string[]> {
  const db = app.db as Queryable;
  const original = db.query.bind(db);
  const seen: string[] = [];
  db.query = (async (sql: string, params?: unknown[]) => {
    seen.push(sql);
    return original(sql, params);
  }) as Queryable['query'];
  try {
    await run();
  } finally {
    db.query = original;
  }
  return seen;
}

/** The options of a test that holds a lock from a second connection (whileLockHeld): skipped on PGlite. */
export const NEEDS_TWO_CONNECTIONS = {
  skip:
    process.env.API_TEST_DB !== 'postgres' && 'PGlite has one connection: the lock cannot be held elsewhere',
};

/**
 * Runs `run` while another connection holds the transaction-level advisory lock `key` (what a second API process
 * running the same job would hold), then releases it. PostgreSQL only: PGlite has one connection.
 */
export async function whileLockHeld<T>(db: Db, key: number, run: () => Promise<T>): Promise<T> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = db.transaction(async (tx) => {
    await advisoryXactLock(tx, key);
    locked();
    await held;
  });
  await isLocked;
  try {
    return await run();
  } finally {
    release();
    await holder;
  }
}

/**
 * A test of a periodic job that meets its lock held by another process: `body` gets `held(run)`, which runs `run`
 * while a second connection holds the advisory lock `key` (whileLockHeld). Skipped on PGlite (NEEDS_TWO_CONNECTIONS).
 */
export function testWhileLockHeld(
  name: string,
  ctx: TestContext,
  key: number,
  body: (held: <T>(run: () => Promise<T>) => Promise<T>) => Promise<void>,
) {
  test(name, NEEDS_TWO_CONNECTIONS, () => body((run) => whileLockHeld(ctx.db, key, run)));
}

/**
 * The controlled clock of a test file's app (give `now` as config.clock): every test starts it at the real time,
 * and `moveTo(ms)` sets it `ms` after the test's start, so date-dependent rounds run at chosen dates without waiting.
 */
export function testClock() {
  let start = Date.now();
  let current = start;
  const restart = () => {
    start = current = Date.now();
  };
  beforeEach(restart);
  return {
    now: () => new Date(current),
    moveTo(ms: number) {
      current = start + ms;
    },
    restart,
  };
}

/** setupTestApp on a controlled clock (testClock): the app's config.clock is the returned clock's `now`. */
export function setupClockedApp(overrides: Partial<Config> = {}) {
  const clock = testClock();
  return { clock, ctx: setupTestApp({ clock: clock.now, ...overrides }) };
}

let counter = 0;
/** Drops a schema a test made on the PostgreSQL of TEST_DATABASE_URL (its own connection: the app may be closed). */
export async function dropTestSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${Date.now()}.${++counter}.${randomBytes(2).toString('hex')}@example.cm`;

export const PASSWORD = 'Motdepasse1';

export async function signup(app: FastifyInstance, email = uniqueEmail()) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: { email, password: PASSWORD, firstName: 'Aïcha', lastName: 'Mbarga', role: 'USER' },
  });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.body}`);
  return res.json().data as { id: string; email: string };
}

export async function login(app: FastifyInstance, email: string, password = PASSWORD) {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().data as LoginResult;
}

/** The bearer header of a session (what login or signedIn gives). */
export const bearerOf = (session: { accessToken: { token: string } }) => ({
  authorization: `Bearer ${session.accessToken.token}`,
});

/** Changes the address of `auth`'s account to `email`, confirmed by its current password (PASSWORD). */
export const changeEmail = (app: FastifyInstance, auth: Record<string, string>, email: string) =>
  callAs(app, auth, 'PATCH', '/api/v1/user/update-profile', { email, currentPassword: PASSWORD });

/**
 * A token signed with the app's key for `purpose` and `claims`, valid `ttlSeconds` (negative: expired already),
 * about the account `subject`: what a test forges to try a link with another purpose, owner or date.
 */
export const tokenFor = (
  app: FastifyInstance,
  purpose: Parameters<typeof signJwt>[1],
  claims: Record<string, unknown>,
  subject?: string,
  ttlSeconds = 3600,
) => signJwt(app.jwtKey, purpose, claims, ttlSeconds, subject);

/** Opens the verification link of `email` (a token signed as the mailed one is) through the API. */
export async function confirmEmail(app: FastifyInstance, email: string) {
  const token = await signJwt(app.jwtKey, 'verify-email', { email }, 3600);
  const res = await app.inject({ method: 'GET', url: `/api/v1/auth/auth/verify-email/${token}` });
  if (res.statusCode !== 200) throw new Error(`verification failed: ${res.body}`);
}

/**
 * Signs up `email` (unless it has an account already) and confirms its address: what an address of ADMIN_EMAILS does
 * before its first sign-in as an administrator.
 */
export async function signupConfirmed(app: FastifyInstance, email: string) {
  const made = await signup(app, email).catch(() => undefined);
  await confirmEmail(app, email);
  return made;
}

/** The bearer header of the administrator `email` (an address of ADMIN_EMAILS), signed up and confirmed if need be. */
export async function adminAuth(app: FastifyInstance, email: string) {
  await signupConfirmed(app, email);
  return bearerOf(await login(app, email));
}

export async function signedIn(app: FastifyInstance) {
  const user = await signup(app);
  const session = await login(app, user.email);
  return { user, session, auth: bearerOf(session) };
}

/** A listing created by `auth`'s owner through the API (201 asserted); `fields` over a small house for sale. */
export async function createListing(
  app: FastifyInstance,
  auth: Record<string, string>,
  fields: Record<string, unknown> = {},
) {
  const form = multipart({
    product_data: JSON.stringify({
      name: 'Maison à Bonamoussadi',
      category: 'Maison',
      price: 30_000_000,
      ...fields,
    }),
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/products/create',
    headers: { ...form.headers, ...auth },
    payload: form.payload,
  });
  if (res.statusCode !== 201) throw new Error(`listing creation failed: ${res.body}`);
  return res.json().data as { id: string; slug: string; name: string };
}

/** Whether the public detail page of `slug` answers (it does for an ACTIVE listing that nothing holds back). */
export const isPublic = async (app: FastifyInstance, slug: string) =>
  (await app.inject({ method: 'GET', url: `/api/v1/products/public/details/${slug}` })).statusCode === 200;

/** Mail bodies with accents are quoted-printable: decoded here so tests can read links. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The reset link last mailed to `email` (forgot-password sends it off the request path: waited for here). */
export async function resetTokenFor(ctx: TestContext, email: string): Promise<string | undefined> {
  await ctx.app.background.settled();
  const mail = outbox(ctx.dataDir)
    .filter((m) => m.includes(email) && m.includes('reset-password'))
    .at(-1);
  return /reset-password\?token=([\w-]+)/.exec(mail ?? '')?.[1];
}

/** The .eml files written so far, oldest first. */
export function outbox(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  try {
    return readdirSync(dir)
      .sort()
      .map((f) => decodeQuotedPrintable(readFileSync(path.join(dir, f), 'latin1')));
  } catch {
    return [];
  }
}

export const pngImage = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();

export const jpegImage = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 240 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret', Artist: 'Jean' } })
    .toBuffer();

/** A multipart body for app.inject: fields then files. */
export function multipart(fields: Record<string, string>, files: FormFile[] = []) {
  const boundary = `----immo237${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export type FormFile = { field: string; name: string; type: string; data: Buffer };

/** Sends a multipart form of `fields` then `files` to `url` as `auth`'s account (the upload routes). */
export function sendMultipart(
  app: FastifyInstance,
  url: string,
  auth: Record<string, string>,
  fields: Record<string, string>,
  files: FormFile[] = [],
  method: 'POST' | 'PUT' = 'POST',
) {
  const form = multipart(fields, files);
  return app.inject({ method, url, headers: { ...form.headers, ...auth }, payload: form.payload });
}

/** The identity documents of the verification requests not decided yet, kept privately (never under /uploads). */
export function verificationDocuments(dataDir: string): string[] {
  const dir = path.join(dataDir, 'private', 'verifications');
  return existsSync(dir) ? readdirSync(dir) : [];
}

/** A call of the API as `auth`'s account, with `payload` as its JSON body if any. */
export const callAs = (
  app: FastifyInstance,
  auth: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

/** `auth`'s member writes first about a listing: the new conversation's id (the API's 201 checked). */
export async function startConversation(
  app: FastifyInstance,
  auth: Record<string, string>,
  productId: string,
  message: string,
): Promise<string> {
  const res = await callAs(app, auth, 'POST', '/api/v1/conversations', { productId, message });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data.id as string;
}

/** The owner (`auth`) opens a listing to visits: hourly slots in `ranges` (day 1 = Monday), no day off (200 checked). */
export async function setVisitHours(
  app: FastifyInstance,
  auth: Record<string, string>,
  productId: string,
  ranges: { day: number; from: string; to: string }[],
) {
  const res = await callAs(app, auth, 'PUT', `/api/v1/products/${productId}/visit-availability`, {
    slotMinutes: 60,
    ranges,
    daysOff: [],
  });
  assert.equal(res.statusCode, 200, res.body);
}

/** `auth`'s member asks to visit a listing at `startsAt`: the visit's id (the API's 201 checked). */
export async function requestVisit(
  app: FastifyInstance,
  auth: Record<string, string>,
  productId: string,
  startsAt: string,
): Promise<string> {
  const res = await callAs(app, auth, 'POST', '/api/v1/visits', { productId, startsAt });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data.id as string;
}

/** The listing's owner (`auth`) confirms a requested visit (the API's 200 checked). */
export async function confirmVisit(app: FastifyInstance, auth: Record<string, string>, visitId: string) {
  const res = await callAs(app, auth, 'POST', `/api/v1/visits/${visitId}/confirm`, {});
  assert.equal(res.statusCode, 200, res.body);
}

/** A call of the administrators' API: `url` under /api/v1/admin, as `auth`, with `payload` as its JSON body if any. */
export type AdminCall = [method: 'GET' | 'POST', url: string, auth: Record<string, string>, payload?: object];
export const adminCall = (app: FastifyInstance, ...[method, url, auth, payload]: AdminCall) =>
  callAs(app, auth, method, `/api/v1/admin${url}`, payload);

/** The state of `auth`'s own verification request ('NONE' before any), and the reason of a refusal. */
export const verificationState = async (app: FastifyInstance, auth: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/v1/user/verification', headers: auth })).json().data as {
    status: string;
    reason: string | null;
  };

/** The verification request of `email` waiting in the administrators' list (`auth`: an administrator's), if any. */
export async function waitingVerification(app: FastifyInstance, auth: Record<string, string>, email: string) {
  const list = (await adminCall(app, 'GET', '/verifications', auth)).json().data as {
    id: string;
    email: string;
  }[];
  return list.find((r) => r.email === email);
}

/** A verification request of `auth`'s account: the form's `fields` and, when given, the identity document. */
export const requestVerification = (
  app: FastifyInstance,
  auth: Record<string, string>,
  fields: Record<string, string>,
  document?: Buffer,
  type = 'image/png',
) =>
  sendMultipart(
    app,
    '/api/v1/user/verification',
    auth,
    fields,
    document ? [{ field: 'document', name: 'cni.png', type, data: document }] : [],
  );

/** An answer refused with `status` and the error `code`, and a message to show. */
export function assertRefused(
  res: { statusCode: number; json(): { statusCode: string; message: string } },
  status: number,
  code: string,
): void {
  assert.equal(res.statusCode, status, JSON.stringify(res.json()));
  assert.equal(res.json().statusCode, code);
  assert.ok(res.json().message, 'a message to show');
}
