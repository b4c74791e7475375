// Web Push. A member subscribes a device ('Recevoir les notifications sur cet appareil') with the kinds it receives;
// new messages, visit decisions and search alerts are then pushed to it, encrypted for that browser. The deliveries go
// to a LOCAL push service (an HTTPS server of this test) that decrypts what it receives with the fake browser's own
// ECDH key, as a browser would; a subscription the push service says is gone (410) is removed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import ece from 'http_ece';
import { frenchSlot } from '../../src/lib/local-time.js';
import { findPushSubscription, upsertPushSubscription } from '../../src/repositories/push.js';
import { searchPath } from '../../src/services/alerts.js';
import {
  callAs,
  confirmVisit,
  createListing,
  requestVisit,
  setupTestApp,
  setVisitHours,
  signedIn,
  startConversation,
  TEST_RATE_LIMITS,
} from '../helper.js';

const PROFILE_WRITES = 8;
const ctx = setupTestApp({
  rateLimits: {
    ...TEST_RATE_LIMITS,
    userWrites: { ...TEST_RATE_LIMITS.userWrites, profile: PROFILE_WRITES },
  },
});

type Auth = Record<string, string>;
const ALL = { messages: true, visits: true, alerts: true };

/** A browser's side of a subscription: its ECDH key pair and authentication secret. */
function fakeBrowser() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return { ecdh, keys: { p256dh: ecdh.getPublicKey('base64url'), auth } };
}

/** What the local push service received on one path: the headers and the decrypted payload. */
interface Received {
  headers: Record<string, string | string[] | undefined>;
  payload: { title: string; body: string; url: string };
}

// The local push service: answers each path with the status the test gives it, and decrypts what it got with the
// browser's key registered for that path.
const browsers = new Map<string, { ecdh: ECDH; auth: string; status: number }>();
const waiting = new Map<string, (received: Received) => void>();
const received = new Map<string, Received[]>();
let server: https.Server;
let origin = '';
let certDir = '';

before(() => {
  certDir = mkdtempSync(path.join(tmpdir(), 'immo237-push-'));
  const [key, cert] = [path.join(certDir, 'key.pem'), path.join(certDir, 'cert.pem')];
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  assert.equal(made.status, 0, String(made.stderr));
  // The API's requests (web-push, through node's global agent) trust this test's push service.
  https.globalAgent.options.ca = readFileSync(cert);
  server = https.createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const browser = browsers.get(req.url ?? '');
      if (!browser) return void res.writeHead(404).end();
      res.writeHead(browser.status).end();
      if (browser.status !== 201) return;
      const clear = ece.decrypt(Buffer.concat(chunks), {
        version: 'aes128gcm',
        privateKey: browser.ecdh,
        authSecret: browser.auth,
      });
      const got = {
        headers: req.headers,
        payload: JSON.parse(clear.toString('utf8')) as Received['payload'],
      };
      received.set(req.url as string, [...(received.get(req.url as string) ?? []), got]);
      waiting.get(req.url as string)?.(got);
    });
  });
  return new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)).then(() => {
    origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
});

after(() => {
  server?.close();
  rmSync(certDir, { recursive: true, force: true });
});

/**
 * A device of `userId` subscribed on the local push service (stored directly: the API refuses an address of this
 * machine from a browser), answering `status`.
 */
async function localDevice(userId: string, kinds = ALL, status = 201) {
  const browser = fakeBrowser();
  const pathname = `/push/${randomBytes(6).toString('hex')}`;
  browsers.set(pathname, { ecdh: browser.ecdh, auth: browser.keys.auth, status });
  const endpoint = `${origin}${pathname}`;
  await upsertPushSubscription(ctx.app.db, userId, { endpoint, ...browser.keys, ...kinds });
  const next = () =>
    new Promise<Received>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`nothing pushed to ${pathname}`)), 10_000);
      waiting.set(pathname, (got) => {
        clearTimeout(timer);
        resolve(got);
      });
    });
  return { endpoint, pathname, next };
}

/** Waits until `check` holds (a push is sent after its request has answered). */
async function eventually(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  assert.fail(what);
}

const subscription = (endpoint: string, kinds = ALL) => ({
  endpoint,
  expirationTime: null,
  keys: fakeBrowser().keys,
  kinds,
});
const pushService = () => `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('base64url')}`;
const read = (auth: Auth, endpoint: string) =>
  callAs(ctx.app, auth, 'GET', `/api/v1/user/push-subscriptions?endpoint=${encodeURIComponent(endpoint)}`);

test("the site's public key is served to anyone, the pair being kept in DATA_DIR", async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/push/public-key' });
  assert.equal(res.statusCode, 200);
  const kept = JSON.parse(readFileSync(path.join(ctx.dataDir, 'vapid-keys.json'), 'utf8'));
  assert.equal(res.json().data.publicKey, kept.publicKey);
  assert.match(kept.publicKey, /^[A-Za-z0-9_-]{87}$/);
});

test('subscribing, reading and unsubscribing a device need a signed-in account', async () => {
  const endpoint = pushService();
  for (const [method, url, payload] of [
    ['GET', `/api/v1/user/push-subscriptions?endpoint=${encodeURIComponent(endpoint)}`, undefined],
    ['POST', '/api/v1/user/push-subscriptions', subscription(endpoint)],
    ['DELETE', '/api/v1/user/push-subscriptions', { endpoint }],
  ] as const) {
    const res = await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });
    assert.equal(res.statusCode, 401, `${method} ${res.body}`);
  }
});

test('a device is subscribed with its kinds, read back by its account only, changed, then unsubscribed', async () => {
  const member = await signedIn(ctx.app);
  const other = await signedIn(ctx.app);
  const endpoint = pushService();
  assert.equal((await read(member.auth, endpoint)).json().data, null, 'not subscribed yet');

  const subscribed = await callAs(
    ctx.app,
    member.auth,
    'POST',
    '/api/v1/user/push-subscriptions',
    subscription(endpoint),
  );
  assert.equal(subscribed.statusCode, 200, subscribed.body);
  assert.deepEqual(subscribed.json().data, { endpoint, kinds: ALL });
  assert.deepEqual((await read(member.auth, endpoint)).json().data, { endpoint, kinds: ALL });
  assert.equal(
    (await read(other.auth, endpoint)).json().data,
    null,
    "another account does not see this device's",
  );

  const kinds = { messages: true, visits: false, alerts: false };
  const changed = await callAs(
    ctx.app,
    member.auth,
    'POST',
    '/api/v1/user/push-subscriptions',
    subscription(endpoint, kinds),
  );
  assert.deepEqual(changed.json().data, { endpoint, kinds });
  assert.deepEqual((await read(member.auth, endpoint)).json().data.kinds, kinds);

  const notTheirs = await callAs(ctx.app, other.auth, 'DELETE', '/api/v1/user/push-subscriptions', {
    endpoint,
  });
  assert.equal(notTheirs.statusCode, 404, 'another account cannot unsubscribe it');
  const gone = await callAs(ctx.app, member.auth, 'DELETE', '/api/v1/user/push-subscriptions', { endpoint });
  assert.equal(gone.statusCode, 200, gone.body);
  assert.equal((await read(member.auth, endpoint)).json().data, null);
});

test('a device signed into another account is notified for that account only', async () => {
  const first = await signedIn(ctx.app);
  const second = await signedIn(ctx.app);
  const endpoint = pushService();
  await callAs(ctx.app, first.auth, 'POST', '/api/v1/user/push-subscriptions', subscription(endpoint));
  await callAs(ctx.app, second.auth, 'POST', '/api/v1/user/push-subscriptions', subscription(endpoint));
  assert.equal((await read(first.auth, endpoint)).json().data, null);
  assert.ok((await read(second.auth, endpoint)).json().data);
});

test('what is not a browser subscription to a push service is refused with an error code', async () => {
  const { auth } = await signedIn(ctx.app);
  const post = (payload: object) => callAs(ctx.app, auth, 'POST', '/api/v1/user/push-subscriptions', payload);
  const good = subscription(pushService());
  for (const [payload, code] of [
    [{ ...good, endpoint: 'http://push.example.cm/abc' }, 'VALIDATION_ERROR'],
    [{ ...good, endpoint: 'pas une adresse' }, 'VALIDATION_ERROR'],
    [{ ...good, keys: { p256dh: 'court', auth: good.keys.auth } }, 'VALIDATION_ERROR'],
    [{ endpoint: good.endpoint, keys: good.keys }, 'VALIDATION_ERROR'],
    [{ ...good, endpoint: 'https://127.0.0.1:8443/push' }, 'INVALID_PUSH_ENDPOINT'],
    [{ ...good, endpoint: 'https://localhost/push' }, 'INVALID_PUSH_ENDPOINT'],
    [{ ...good, endpoint: 'https://[::1]/push' }, 'INVALID_PUSH_ENDPOINT'],
  ] as const) {
    const res = await post(payload);
    assert.equal(res.statusCode, 400, JSON.stringify(payload));
    assert.equal(res.json().statusCode, code, res.body);
  }
  const noEndpoint = await callAs(ctx.app, auth, 'GET', '/api/v1/user/push-subscriptions');
  assert.equal(noEndpoint.statusCode, 400);
  assert.equal(noEndpoint.json().statusCode, 'VALIDATION_ERROR');
});

test('subscription writes count against the account’s budget of profile changes', async () => {
  const { auth } = await signedIn(ctx.app);
  const endpoint = pushService();
  for (let i = 0; i < PROFILE_WRITES; i++) {
    const res = await callAs(
      ctx.app,
      auth,
      'POST',
      '/api/v1/user/push-subscriptions',
      subscription(endpoint),
    );
    assert.equal(res.statusCode, 200, res.body);
  }
  const limited = await callAs(ctx.app, auth, 'DELETE', '/api/v1/user/push-subscriptions', { endpoint });
  assert.equal(limited.statusCode, 429);
  // Another account is not held back.
  const other = await signedIn(ctx.app);
  const res = await callAs(
    ctx.app,
    other.auth,
    'POST',
    '/api/v1/user/push-subscriptions',
    subscription(endpoint),
  );
  assert.equal(res.statusCode, 200);
});

test('a new message is pushed, encrypted for the device, to the other member: who wrote, about what, the thread', async () => {
  const owner = await signedIn(ctx.app);
  const seeker = await signedIn(ctx.app);
  const listing = await createListing(ctx.app, owner.auth, { name: 'Maison à Bonapriso' });
  const phone = await localDevice(owner.user.id);
  const quiet = await localDevice(owner.user.id, { messages: false, visits: true, alerts: true });
  const seekerPhone = await localDevice(seeker.user.id);

  const pushed = phone.next();
  const id = await startConversation(
    ctx.app,
    seeker.auth,
    listing.id,
    'Bonjour, la maison est-elle encore libre pour janvier ?',
  );
  const got = await pushed;
  assert.deepEqual(got.payload, {
    title: 'Nouveau message de Aïcha',
    body: 'À propos de « Maison à Bonapriso »',
    url: `/profile/discussions/${id}`,
  });
  assert.ok(
    !JSON.stringify(got.payload).includes('janvier'),
    "the message's text stays out of the notification",
  );
  // Signed by the site's key, kept a few hours at most, and worth waking the phone for.
  const publicKey = (await ctx.app.inject({ method: 'GET', url: '/api/v1/push/public-key' })).json().data
    .publicKey;
  assert.match(String(got.headers.authorization), new RegExp(`^vapid t=.+, k=${publicKey}$`));
  assert.equal(got.headers['content-encoding'], 'aes128gcm');
  assert.ok(Number(got.headers.ttl) > 0 && Number(got.headers.ttl) <= 24 * 3600);
  assert.equal(got.headers.urgency, 'high');
  await eventually(
    async () =>
      Boolean((await findPushSubscription(ctx.app.db, owner.user.id, phone.endpoint))?.last_success_at),
    'the delivery is remembered',
  );

  // The owner's answer goes to the seeker's device.
  const answer = seekerPhone.next();
  await callAs(ctx.app, owner.auth, 'POST', `/api/v1/conversations/${id}/messages`, {
    message: 'Oui, libre.',
  });
  assert.equal((await answer).payload.title, 'Nouveau message de Aïcha');
  assert.equal(received.get(quiet.pathname), undefined, 'a device with new messages off is not notified');
  assert.equal(
    received.get(seekerPhone.pathname)?.length,
    1,
    'the writer is not notified of their own message',
  );
});

test('a subscription the push service says is gone (410) is removed; the message is sent all the same', async () => {
  const owner = await signedIn(ctx.app);
  const seeker = await signedIn(ctx.app);
  const listing = await createListing(ctx.app, owner.auth);
  const gone = await localDevice(owner.user.id, ALL, 410);
  await startConversation(ctx.app, seeker.auth, listing.id, 'Bonjour, est-ce toujours disponible ?');
  await eventually(
    async () => (await findPushSubscription(ctx.app.db, owner.user.id, gone.endpoint)) === undefined,
    'the subscription is removed',
  );
});

test("a decision on a visit is pushed to the other side's devices, with the slot; the click opens 'Mes visites'", async () => {
  const owner = await signedIn(ctx.app);
  const visitor = await signedIn(ctx.app);
  const name = `Villa à Bastos ${randomBytes(3).toString('hex')}`;
  const listing = await createListing(ctx.app, owner.auth, { name });
  const everyDay = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, from: '07:00', to: '21:00' }));
  await setVisitHours(ctx.app, owner.auth, listing.id, everyDay);
  const free = (await ctx.app.inject({ url: `/api/v1/products/${listing.id}/visit-slots` })).json().data as {
    days: { slots: { startsAt: string }[] }[];
  };
  const startsAt = free.days.flatMap((day) => day.slots)[0]?.startsAt as string;
  const ownerPhone = await localDevice(owner.user.id);
  const visitorPhone = await localDevice(visitor.user.id);

  const visitId = await requestVisit(ctx.app, visitor.auth, listing.id, startsAt);
  const pushed = visitorPhone.next();
  await confirmVisit(ctx.app, owner.auth, visitId);
  const got = await pushed;
  assert.equal(got.payload.title, 'Visite confirmée');
  assert.equal(got.payload.body, `${name} — ${frenchSlot(new Date(startsAt))}`);
  assert.equal(got.payload.url, '/profile/visites');
  assert.equal(received.get(ownerPhone.pathname), undefined, 'the one who decided is not notified');
});

test("a search alert's new listings are pushed with the round's mail; the click opens the search", async () => {
  const seeker = await signedIn(ctx.app);
  const owner = await signedIn(ctx.app);
  const district = `Akwa ${randomBytes(3).toString('hex')}`;
  const filters = { forSale: false, excludeLand: true, city: 'Douala', district };
  const alert = await callAs(ctx.app, seeker.auth, 'POST', '/api/v1/user/alerts', { filters });
  assert.equal(alert.statusCode, 201, alert.body);
  const phone = await localDevice(seeker.user.id);
  await createListing(ctx.app, owner.auth, {
    category: 'Studio',
    is_for_sale: false,
    price: 150_000,
    location: { city: 'Douala', district },
  });
  const pushed = phone.next();
  assert.equal((await ctx.app.jobs.runAlerts()).ran, true);
  const got = await pushed;
  assert.equal(got.payload.title, `Alerte « ${alert.json().data.summary} »`);
  assert.equal(got.payload.body, 'Une nouvelle annonce correspond à votre recherche.');
  assert.equal(got.payload.url, searchPath(filters));
  assert.match(got.payload.url, /^\/louer\?/);
  assert.equal(got.headers.urgency, 'normal');
});

test("a notification is written in the recipient's language, its page in that language", async () => {
  const owner = await signedIn(ctx.app);
  const seeker = await signedIn(ctx.app);
  await ctx.app.db.query("UPDATE users SET language = 'en' WHERE id = $1", [owner.user.id]);
  const listing = await createListing(ctx.app, owner.auth, { name: 'Maison à Bonapriso' });
  const phone = await localDevice(owner.user.id);
  const pushed = phone.next();
  const id = await startConversation(ctx.app, seeker.auth, listing.id, 'Hello, is the house still free?');
  const got = await pushed;
  assert.equal(got.payload.title, 'New message from Aïcha');
  assert.equal(got.payload.body, 'About “Maison à Bonapriso”');
  assert.equal(got.payload.url, `/en/profile/discussions/${id}`);
});
