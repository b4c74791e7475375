// Identity documents of verification requests: each view by an administrator is journaled (who, which request,
// when); a decision deletes the document at once; a request nobody decides loses its document after
// VERIFICATION_DOCUMENT_DAYS, by the API's periodic work (the clock is moved, never waited for).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadConfig } from '../../src/config.js';
import { expiredReason, VERIFICATION_EXPIRY_LOCK } from '../../src/services/verifications.js';
import {
  adminAuth,
  adminCall,
  type AdminCall,
  outbox,
  pngImage,
  requestVerification,
  setupTestApp,
  signedIn,
  testWhileLockHeld,
  uniqueEmail,
  verificationDocuments,
  verificationState,
  waitingVerification,
} from '../helper.js';

const DAY_MS = 24 * 3600 * 1000;
const DAYS = 30;
const ADMIN = uniqueEmail('documents-admin');
let clock = Date.now();
// The schedule runs every second: the expiry test only moves the clock and waits for the file to go.
const ctx = setupTestApp({
  adminEmails: [ADMIN.toLowerCase()],
  verificationDocumentDays: DAYS,
  jobsIntervalS: 1,
  clock: () => new Date(clock),
});

const asAdmin = () => adminAuth(ctx.app, ADMIN);

const admin = (...call: AdminCall) => adminCall(ctx.app, ...call);

const documents = () => verificationDocuments(ctx.dataDir);

/** A member with a waiting request: its id (as the administrators' list names it) and the member. */
async function waitingRequest() {
  const member = await signedIn(ctx.app);
  const sent = await requestVerification(
    ctx.app,
    member.auth,
    { phone: '+237 699 00 11 22' },
    await pngImage(),
  );
  assert.equal(sent.statusCode, 201, sent.body);
  const request = await waitingVerification(ctx.app, await asAdmin(), member.user.email);
  assert.ok(request);
  assert.ok(documents().includes(`${request.id}.webp`));
  return { id: request.id, member };
}

const state = (auth: Record<string, string>) => verificationState(ctx.app, auth);

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

test('each view of an identity document is journaled: which administrator, which request, when', async () => {
  const { id, member } = await waitingRequest();
  const adminAuth = await asAdmin();
  const started = Date.now();
  for (let i = 0; i < 2; i++)
    assert.equal((await admin('GET', `/verifications/${id}/document`, adminAuth)).statusCode, 200);
  // Refused views (a member, an unknown request) show nothing and journal nothing.
  assert.equal((await admin('GET', `/verifications/${id}/document`, member.auth)).statusCode, 403);
  const unknown = '00000000-0000-4000-8000-000000000000';
  assert.equal((await admin('GET', `/verifications/${unknown}/document`, adminAuth)).statusCode, 404);

  const journal = (await admin('GET', '/journal?limit=50', adminAuth)).json().data as {
    admin: string;
    action: string;
    targetType: string;
    targetId: string;
    detail: string;
    at: string;
  }[];
  const views = journal.filter((e) => e.action === 'verification.document-view');
  assert.equal(views.length, 2, 'one entry per view');
  for (const view of views) {
    assert.equal(view.admin, ADMIN.toLowerCase());
    assert.equal(view.targetType, 'verification');
    assert.equal(view.targetId, id);
    assert.equal(view.detail, member.user.email);
    const at = Date.parse(view.at);
    assert.ok(at >= started - 1000 && at <= Date.now() + 1000, `journaled at the view (${view.at})`);
  }
});

test('a decision deletes the document at once, approval and refusal alike', async () => {
  const adminAuth = await asAdmin();
  for (const [decision, body] of [
    ['approve', {}],
    ['refuse', { reason: 'Photo illisible.' }],
  ] as const) {
    const { id } = await waitingRequest();
    const decided = await admin('POST', `/verifications/${id}/${decision}`, adminAuth, body);
    assert.equal(decided.statusCode, 200, decided.body);
    assert.equal(documents().includes(`${id}.webp`), false, `${decision}: document deleted`);
    assert.equal((await admin('GET', `/verifications/${id}/document`, adminAuth)).statusCode, 404);
  }
});

testWhileLockHeld(
  'the expiry round finds the lock taken by another process and does nothing',
  ctx,
  VERIFICATION_EXPIRY_LOCK,
  async (held) => {
    const round = await held(() => ctx.app.jobs.expireVerifications());
    assert.equal(round.ran, false);
  },
);

test(`an undecided request keeps its document ${DAYS} days; then the periodic work deletes it and closes the request`, async () => {
  const { id, member } = await waitingRequest();
  clock = Date.now() + (DAYS - 1) * DAY_MS;
  const early = await ctx.app.jobs.expireVerifications();
  assert.equal(early.expired, 0);
  assert.ok(documents().includes(`${id}.webp`), 'kept before its time');
  assert.equal((await state(member.auth)).status, 'PENDING');

  // Past its time, the scheduled round (every second here) deletes it by itself. The file goes inside the round's
  // transaction, before it commits: wait for the closed request, then look at the file.
  clock = Date.now() + (DAYS + 1) * DAY_MS;
  assert.ok(
    await waitFor(async () => (await state(member.auth)).status === 'REFUSED'),
    'the scheduled round closed the request',
  );
  assert.equal(documents().includes(`${id}.webp`), false, 'the scheduled round deleted the document');
  const after = await state(member.auth);
  assert.equal(after.status, 'REFUSED');
  assert.equal(after.reason, expiredReason(DAYS));
  const adminAuth = await asAdmin();
  assert.equal((await admin('GET', `/verifications/${id}/document`, adminAuth)).statusCode, 404);
  const waiting = (await admin('GET', '/verifications', adminAuth)).json().data as { id: string }[];
  assert.equal(
    waiting.some((r) => r.id === id),
    false,
    'no longer waiting',
  );
  assert.ok(
    await waitFor(() =>
      outbox(ctx.dataDir).some((m) => m.includes(member.user.email) && m.includes(expiredReason(DAYS))),
    ),
    'the member is told',
  );
  // Nothing of it is left for a later round, and the member may ask again.
  assert.equal((await ctx.app.jobs.expireVerifications()).expired, 0);
  clock = Date.now();
  const resent = await requestVerification(
    ctx.app,
    member.auth,
    { phone: '+237 699 00 11 22' },
    await pngImage(),
  );
  assert.equal(resent.statusCode, 201, resent.body);
});

test('VERIFICATION_DOCUMENT_DAYS is read and checked; 90 days by default', () => {
  const base = { DATA_DIR: ctx.dataDir, JWT_SECRET: 'x'.repeat(40) };
  assert.equal(loadConfig(base).verificationDocumentDays, 90);
  assert.equal(loadConfig({ ...base, VERIFICATION_DOCUMENT_DAYS: '7' }).verificationDocumentDays, 7);
  assert.throws(() => loadConfig({ ...base, VERIFICATION_DOCUMENT_DAYS: '0' }), /VERIFICATION_DOCUMENT_DAYS/);
  assert.throws(
    () => loadConfig({ ...base, VERIFICATION_DOCUMENT_DAYS: 'jamais' }),
    /VERIFICATION_DOCUMENT_DAYS/,
  );
});
