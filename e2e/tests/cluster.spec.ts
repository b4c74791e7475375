// Two API processes behind HAProxy, one PostgreSQL database, rate limits shared in Redis
// (support/cluster.ts builds it for the run and removes it afterwards; skipped with the reason when HAProxy,
// PostgreSQL or Redis is missing).
//  a. A session signed in on api-a (through the site's login page) is refreshed on api-b, a reused refresh token is
//     caught by the other process, and an image uploaded on api-b is served by api-a.
//  b. Failed logins spread over both processes meet 429 + Retry-After at the budget of one process (per address and
//     per account): the counters live in Redis, not in each process.
//  c. `kill -9` of one process during a stream of reads and writes: only requests in flight at that moment may
//     fail, every acknowledged write is there afterwards, and the site keeps working in the browser.
import type { Page } from '@playwright/test';
import { callUserProfile, corruptStoredAccessToken, storedTokenParts } from '../support/auth-session';
import {
  API_IDS,
  clusterSkipReason,
  PIN_HEADER,
  startCluster,
  type ApiId,
  type Cluster,
} from '../support/cluster';
import { expect, test } from '../support/fixtures';
import { photo, startRealSession, type LoginAnswer } from '../support/profile-session';

// The machine running the suite is shared and slow at times (a login costs a scrypt of ~0.5 s per process).
test.describe.configure({ mode: 'serial', timeout: 60_000 });

/** The API's login budget per address and per account with RATE_LIMIT_FACTOR=1 (api/src/config.ts). */
const LOGIN_BUDGET = 10;
const PASSWORD = 'Cluster-237-ok';

let cluster: Cluster | undefined;
const run = Date.now().toString(36);
let counter = 0;
const uniqueEmail = (label: string) => `cluster-${label}-${run}-${++counter}@example.cm`;

interface CallOptions {
  /** Send the request to this process (HAProxy `use-server` rule); else HAProxy balances it. */
  pin?: ApiId;
  /**
   * The visitor's address, as a trusted proxy in front would pass it (X-Forwarded-For; the API trusts loopback
   * hops only, so it keys its limits on this one): lets each scenario be a different visitor.
   */
  visitor?: string;
  token?: string;
  json?: unknown;
  form?: FormData;
  /** Names the request in HAProxy's log. */
  tag?: string;
}

interface Answer {
  status: number;
  servedBy: string | null;
  headers: Headers;
  body: { statusCode?: string; message?: string; data?: unknown; meta?: { total: number } } | null;
}

async function call(path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.pin) headers[PIN_HEADER] = options.pin;
  if (options.visitor) headers['x-forwarded-for'] = options.visitor;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.tag) headers['x-test-request'] = options.tag;
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const response = await fetch(`${cluster!.lbURL}${path}`, {
    method: body ? 'POST' : 'GET',
    headers,
    body,
  });
  const text = await response.text();
  let parsed: Answer['body'];
  try {
    parsed = text ? (JSON.parse(text) as Answer['body']) : null;
  } catch {
    parsed = null; // not JSON: HAProxy's own error pages
  }
  return {
    status: response.status,
    servedBy: response.headers.get('x-served-by'),
    headers: response.headers,
    body: parsed,
  };
}

async function signUp(label: string, visitor: string, pin?: ApiId) {
  const email = uniqueEmail(label);
  const answer = await call('/api/v1/auth/signup', {
    pin,
    visitor,
    json: { email, password: PASSWORD, firstName: 'Ngo', lastName: 'Biyong', role: 'USER' },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return email;
}

async function logIn(email: string, visitor: string): Promise<LoginAnswer> {
  const answer = await call('/api/v1/auth/login', { visitor, json: { email, password: PASSWORD } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body!.data as LoginAnswer;
}

/** Adds the pin header to the site's own calls to one API route (the browser → shell → HAProxy path). */
async function pinRoute(page: Page, pathEnd: string, pin: ApiId) {
  await page.route(`**${pathEnd}`, (route) =>
    route.continue({ headers: { ...route.request().headers(), [PIN_HEADER]: pin } }),
  );
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const reason = await clusterSkipReason();
  if (reason) console.log(reason);
  test.skip(reason !== null, reason ?? '');
  const started = performance.now();
  cluster = await startCluster();
  console.log(`cluster up in ${((performance.now() - started) / 1000).toFixed(1)} s: ${cluster.lbURL}`);
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await cluster?.stop();
  cluster = undefined;
});

test('a session signed in on api-a refreshes on api-b; an image uploaded on api-b is served by api-a', async ({
  page,
}) => {
  const { baseURL } = cluster!;
  const email = await signUp('session', '192.0.2.10', 'api-b');

  // Sign in through the site's login page, the call pinned to api-a.
  await pinRoute(page, '/api/v1/auth/login', 'api-a');
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
  const login = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/login'));
  await page.getByRole('button', { name: 'Se connecter' }).click();
  expect((await login).status()).toBe(200);
  expect((await login).headers()['x-served-by']).toBe('api-a');
  await expect(page.getByText('Connexion réussie !')).toBeVisible();
  await expect(page.getByRole('button', { name: /Menu du compte de/ })).toBeVisible();

  // The access token stops working; the site refreshes the session on api-b and retries the call.
  await pinRoute(page, '/api/v1/auth/refresh', 'api-b');
  const refreshes: { status: number; servedBy?: string }[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/v1/auth/refresh'))
      refreshes.push({ status: response.status(), servedBy: response.headers()['x-served-by'] });
  });
  const before = await storedTokenParts(page);
  await corruptStoredAccessToken(page);
  await page.reload();
  await expect(page.getByRole('button', { name: /Menu du compte de/ })).toBeVisible();
  expect(await callUserProfile(page)).toEqual({ ok: true, email });
  expect(refreshes).toEqual([{ status: 200, servedBy: 'api-b' }]);
  const after = await storedTokenParts(page);
  expect(after.refresh).not.toBe(before.refresh);
  const whole = (half: string | null, cookie: string | null) => `${half}${decodeURIComponent(cookie ?? '')}`;
  const accessToken = whole(after.access, after.accessCookie);

  // An image uploaded on api-b (multipart, with the refreshed token)…
  const form = new FormData();
  form.append(
    'product_data',
    JSON.stringify({
      name: `Villa du cluster ${run}`,
      category: 'Maison',
      price: 45_000_000,
      location: { city: 'Kribi' },
    }),
  );
  const image = photo(0, 'facade.png');
  form.append('image', new Blob([image.buffer], { type: image.mimeType }), image.name);
  const created = await call('/api/v1/products/create', { pin: 'api-b', token: accessToken, form });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect(created.servedBy).toBe('api-b');
  const listing = created.body!.data as { id: string; media: { sizes: Record<string, string> }[] };
  // Every size sharp made of it (480, 960, 1600 px wide).
  const urls = Object.values(listing.media[0]?.sizes ?? {});
  expect(urls.length).toBeGreaterThan(0);
  // …is served by api-a, through HAProxy and through the site.
  for (const url of urls) {
    const response = await fetch(`${cluster!.lbURL}${url}`, { headers: { [PIN_HEADER]: 'api-a' } });
    expect(response.status, url).toBe(200);
    expect(response.headers.get('x-served-by')).toBe('api-a');
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
  }
  const read = await call(`/api/v1/products/public/by-id/${listing.id}`, { pin: 'api-a' });
  expect([read.status, read.servedBy]).toEqual([200, 'api-a']);
  expect((await page.request.get(`${baseURL}${urls[0]}`)).status()).toBe(200);

  // The refresh token api-b replaced, replayed on api-a: refused, and its family (the browser's new token with
  // it) revoked on both processes — the rotation state is in the shared database, not in a process.
  const replay = await call('/api/v1/auth/refresh', {
    pin: 'api-a',
    json: { refreshToken: whole(before.refresh, before.refreshCookie) },
  });
  expect([replay.status, replay.servedBy]).toEqual([401, 'api-a']);
  const current = await call('/api/v1/auth/refresh', {
    pin: 'api-b',
    json: { refreshToken: whole(after.refresh, after.refreshCookie) },
  });
  expect([current.status, current.servedBy]).toEqual([401, 'api-b']);
});

test('failed logins spread over both processes meet 429 at the budget of one process, then shared delays', async () => {
  // One visitor guesses one account's password, an attempt on each process at once. One process allows
  // LOGIN_BUDGET attempts per address (and per account from that address); two processes counting apart would allow
  // twice as many.
  const target = uniqueEmail('target');
  const attempt = (visitor: string, pin: ApiId, email = target) =>
    call('/api/v1/auth/login', { pin, visitor, json: { email, password: 'not-the-password' } });
  const both = (visitor: (pin: ApiId) => string, email?: string) =>
    Promise.all(API_IDS.map((pin) => attempt(visitor(pin), pin, email)));
  const summary = (answers: Answer[]) => answers.map((answer) => `${answer.status}@${answer.servedBy}`);

  const rounds: string[][] = [];
  for (let round = 0; round < LOGIN_BUDGET / 2; round++)
    rounds.push(summary(await both(() => '198.51.100.20')));
  expect(rounds).toEqual(Array.from({ length: LOGIN_BUDGET / 2 }, () => ['401@api-a', '401@api-b']));
  // The budget is spent: the next attempt from that address is refused on either process.
  const byAddress = await both(() => '198.51.100.20');
  expect(summary(byAddress)).toEqual(['429@api-a', '429@api-b']);
  for (const refused of byAddress) {
    expect(refused.body?.statusCode).toBe('TOO_MANY_REQUESTS');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  }
  // From addresses never seen before the account is not locked (its owner could be one of them): each attempt
  // waits, by the failures both processes counted together.
  const started = Date.now();
  const byAccount = await both((pin) => (pin === 'api-a' ? '203.0.113.1' : '203.0.113.2'));
  expect(summary(byAccount)).toEqual(['401@api-a', '401@api-b']);
  expect(Date.now() - started).toBeGreaterThanOrEqual(5_000);
  // …while another visitor trying another account is not held back.
  expect(summary(await both(() => '198.51.100.21', uniqueEmail('other')))).toEqual([
    '401@api-a',
    '401@api-b',
  ]);

  // Where the counters are: this run's namespace in Redis, per address, per account and address, and the
  // account's failures from both processes in one counter.
  const keys = await cluster!.redisKeys();
  const ns = cluster!.rateLimitNamespace;
  expect(keys).toContain(`${ns}POST/api/v1/auth/login-198.51.100.20`);
  expect(
    keys.some((key) => key.startsWith(ns) && key.endsWith(`login-account:${target}:198.51.100.20`)),
  ).toBe(true);
  expect(Number(await cluster!.redisGet(`${ns}login-failures:${target}`))).toBe(LOGIN_BUDGET + 2);
});

interface Sent {
  index: number;
  kind: 'read' | 'write';
  startedAt: number;
  endedAt?: number;
  status?: number;
  servedBy?: string | null;
  error?: string;
  listingId?: string;
}

test('kill -9 of one process mid-stream: only its in-flight requests may fail, no acknowledged write is lost', async ({
  page,
}) => {
  const { baseURL, apis } = cluster!;
  const victim = apis['api-b'];
  const email = await signUp('stream', '192.0.2.30');
  const session = await logIn(email, '192.0.2.30');
  const token = session.accessToken.token;

  // The browser is on the site, signed in, before the kill.
  await startRealSession(page, baseURL, session);
  await page.goto(`${baseURL}/search`);
  await expect(page.getByRole('heading', { level: 1, name: /Propriétés? trouvées?$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Menu du compte de/ })).toBeVisible();

  const TOTAL = 400;
  const CONCURRENCY = 8;
  const KILL_AFTER = 120; // answered requests, a fair share of them by each process
  const sent: Sent[] = [];
  let killedAt: number | undefined;
  let diedAt: number | undefined;
  victim.child.once('exit', () => (diedAt = performance.now()));
  let browserAfterKill: Promise<unknown> | undefined;
  const readPaths = [
    '/api/health',
    '/api/v1/products/public/search?limit=12',
    '/api/v1/products/public/search?limit=5&sort=price-asc',
  ];

  const maybeKill = () => {
    if (killedAt !== undefined) return;
    const done = sent.filter((request) => request.endedAt !== undefined);
    const byVictim = done.filter((request) => request.servedBy === victim.id).length;
    if (done.length < KILL_AFTER || byVictim < 20 || byVictim > done.length - 20) return;
    killedAt = performance.now();
    victim.child.kill('SIGKILL');
    // The browser loads a page while the stream still runs and before HAProxy's checks see the process gone.
    browserAfterKill = (async () => {
      await page.goto(`${baseURL}/search`);
      await expect(page.getByRole('heading', { level: 1, name: /Propriétés? trouvées?$/ })).toBeVisible();
    })().then(
      () => null,
      (error: unknown) => error,
    );
  };

  let next = 0;
  const worker = async () => {
    while (next < TOTAL) {
      const index = next++;
      const kind = index % 5 === 0 ? 'write' : 'read';
      const request: Sent = { index, kind, startedAt: performance.now() };
      sent.push(request);
      try {
        const answer =
          kind === 'write'
            ? await call('/api/v1/products/create', {
                token,
                tag: `stream-${index}`,
                json: {
                  name: `Studio du flux ${run} n°${index}`,
                  category: 'Appartement',
                  price: 150_000 + index,
                  location: { city: 'Douala' },
                },
              })
            : await call(readPaths[index % readPaths.length]!, { tag: `stream-${index}` });
        request.status = answer.status;
        request.servedBy = answer.servedBy;
        if (kind === 'write' && answer.status === 201)
          request.listingId = (answer.body!.data as { id: string }).id;
      } catch (error) {
        request.error = `${(error as Error).message} (${String((error as { cause?: unknown }).cause)})`;
      } finally {
        request.endedAt = performance.now();
      }
      maybeKill();
    }
  };
  const streamStarted = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const streamMs = Math.round(performance.now() - streamStarted);

  expect(killedAt, 'the kill happened during the stream').toBeDefined();
  await victim.exited;
  await expect.poll(async () => (await cluster!.serverStatus())['api-b']).toBe('DOWN');

  // "In flight at the kill": not answered when the signal left, and sent before the process was seen dead. A killed
  // process is not gone at once: while the kernel frees its memory its listening socket still completes
  // connections (measured here: ~50 ms), and a request HAProxy writes into one of them is lost with it.
  const atKill = sent.filter((request) => request.startedAt <= diedAt! && request.endedAt! >= killedAt!);
  const atKillIndexes = new Set(atKill.map((request) => request.index));
  const ok = (request: Sent) => request.status !== undefined && request.status < 400;
  const failed = sent.filter((request) => !ok(request));
  const afterDeath = sent.filter((request) => request.startedAt > diedAt!);
  const log = cluster!.haproxyLog.filter((line) => line.tag.startsWith('stream-'));
  const retried = log.filter((line) => line.retries > 0);
  const acknowledged = sent.filter((request) => request.listingId);
  const logOf = (requests: Sent[]) =>
    JSON.stringify({
      requests,
      haproxy: log.filter((line) => requests.some((request) => line.tag === `stream-${request.index}`)),
    });

  // Only requests in flight at the kill may fail, and only writes: reads lost with the process are replayed by
  // HAProxy on the other one; a write is not (it may have been done), the client is told it failed.
  const failedElsewhere = failed.filter((request) => !atKillIndexes.has(request.index));
  expect(failedElsewhere, logOf(failedElsewhere)).toEqual([]);
  const failedReads = failed.filter((request) => request.kind === 'read');
  expect(failedReads, logOf(failedReads)).toEqual([]);
  const notBySurvivor = afterDeath.filter((request) => !ok(request) || request.servedBy !== 'api-a');
  expect(notBySurvivor, logOf(notBySurvivor)).toEqual([]);

  // Every acknowledged write is there, read from the survivor; the user's listings are those plus at most the
  // writes that failed in flight (done by the killed process before it died, but never acknowledged).
  for (const request of acknowledged) {
    const read = await call(`/api/v1/products/public/by-id/${request.listingId}`);
    expect([read.status, read.servedBy], `listing of request ${request.index}`).toEqual([200, 'api-a']);
  }
  const mine = await call('/api/v1/products/mine?limit=1', { token });
  const stored = mine.body!.meta!.total;
  expect(stored).toBeGreaterThanOrEqual(acknowledged.length);
  expect(stored - acknowledged.length).toBeLessThanOrEqual(failed.length);

  // The browser kept working: the page loaded during the failover, and signed-in calls answer afterwards.
  const browserError = await browserAfterKill;
  if (browserError) throw browserError;
  expect(await callUserProfile(page)).toEqual({ ok: true, email });
  await page.goto(`${baseURL}/profile`);
  await expect(page.getByRole('button', { name: /Menu du compte de/ })).toBeVisible();
  await expect(page).toHaveURL(/\/profile/);

  const counts = {
    sent: sent.length,
    writes: sent.filter((request) => request.kind === 'write').length,
    servedByVictim: sent.filter((request) => request.servedBy === victim.id).length,
    inFlightAtKill: atKill.length,
    failed: failed.map((request) => {
      const line = cluster!.haproxyLog.find((entry) => entry.tag === `stream-${request.index}`);
      const seen = line ? `${line.server} ${line.status} ${line.termination}` : 'not logged';
      const sentAt = Math.round(request.startedAt - killedAt!);
      return `${request.kind} #${request.index} sent ${sentAt} ms from the kill: ${request.status ?? request.error} [HAProxy: ${seen}]`;
    }),
    acknowledgedWrites: acknowledged.length,
    doneButNotAcknowledged: stored - acknowledged.length,
    retriedByHaproxy: retried.length,
    retriedInFlight: retried.filter((line) => atKillIndexes.has(Number(line.tag.slice(7)))).length,
    streamMs,
    deathSeenAfterMs: Math.round(diedAt! - killedAt!),
  };
  console.log(`cluster kill -9: ${JSON.stringify(counts)}`);
  test.info().annotations.push({ type: 'kill -9 counts', description: JSON.stringify(counts) });
});
