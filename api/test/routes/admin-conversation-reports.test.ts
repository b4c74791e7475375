// The moderators' queue of reported discussions: administrators only; the queue names who reported whom and why but
// holds no message; reading a discussion is journaled each time; a decision closes every open report on it, and
// 'Désactiver le compte signalé' disables the reported account (sessions ended, the discussion closed).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { createListing, login, setupTestApp, signedIn, signupConfirmed, uniqueEmail } from '../helper.js';

const ADMIN = uniqueEmail('moderator');
const ctx = setupTestApp({ adminEmails: [ADMIN.toLowerCase()] });

type Auth = Record<string, string>;
const ADMIN_BASE = '/api/v1/admin/conversation-reports';
const BASE = '/api/v1/conversations';

const call = (method: 'GET' | 'POST', url: string, auth: Auth = {}, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method, url, headers: auth, ...(method === 'POST' ? { payload: payload ?? {} } : {}) });

let adminAuth: Auth | undefined;
async function admin(): Promise<Auth> {
  if (!adminAuth) {
    await signupConfirmed(ctx.app, ADMIN);
    adminAuth = { authorization: `Bearer ${(await login(ctx.app, ADMIN)).accessToken.token}` };
  }
  return adminAuth;
}

/** A discussion about a fresh listing, the owner's scam warning in it, and the seeker's report of the owner. */
async function reportedDiscussion() {
  const owner = await signedIn(ctx.app);
  const seeker = await signedIn(ctx.app);
  const listing = await createListing(ctx.app, owner.auth, {
    name: `Studio à Akwa ${randomUUID().slice(0, 8)}`,
  });
  const started = await call('POST', BASE, seeker.auth, {
    productId: listing.id,
    message: 'Bonjour, disponible ?',
  });
  assert.equal(started.statusCode, 201, started.body);
  const id = started.json().data.id as string;
  const answer = await call('POST', `${BASE}/${id}/messages`, owner.auth, {
    message: 'Envoyez 20 000 FCFA de frais de visite par mobile money.',
  });
  assert.equal(answer.statusCode, 201, answer.body);
  const report = await call('POST', `${BASE}/${id}/report`, seeker.auth, {
    reason: 'advance_payment',
    detail: 'Il demande de l’argent avant la visite.',
  });
  assert.equal(report.statusCode, 201, report.body);
  return { owner, seeker, listing, id, reportId: report.json().data.id as string };
}

const queue = async () => {
  const res = await call('GET', ADMIN_BASE, await admin());
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data as {
    id: string;
    conversationId: string;
    reason: string;
    detail: string;
    listing: { id: string; name: string; slug: string } | null;
    reporter: { id: string; email: string };
    reported: { id: string; email: string; disabled: boolean };
    messages: number;
  }[];
};

const journalOf = async (targetId: string) => {
  const res = await call('GET', '/api/v1/admin/journal?limit=100', await admin());
  assert.equal(res.statusCode, 200, res.body);
  return (
    res.json().data as { action: string; targetType: string; targetId: string; detail: string }[]
  ).filter((entry) => entry.targetId === targetId);
};

test('the queue and its decisions are for administrators only', async () => {
  const { seeker, reportId } = await reportedDiscussion();
  for (const [method, url] of [
    ['GET', ADMIN_BASE],
    ['GET', `${ADMIN_BASE}/${reportId}/messages`],
    ['POST', `${ADMIN_BASE}/${reportId}/dismiss`],
    ['POST', `${ADMIN_BASE}/${reportId}/disable-reported`],
  ] as const) {
    assert.equal((await call(method, url)).statusCode, 401, `${method} ${url} without a session`);
    const member = await call(method, url, seeker.auth);
    assert.equal(member.statusCode, 403, `${method} ${url} as a member`);
    assert.equal(member.json().statusCode, 'USER_IS_NOT_ADMIN');
  }
  // Nothing was read or decided by those attempts.
  assert.ok((await queue()).some((report) => report.id === reportId));
});

test('a report reaches the queue without the messages; each reading is journaled', async () => {
  const { owner, seeker, listing, id, reportId } = await reportedDiscussion();
  const entry = (await queue()).find((report) => report.id === reportId);
  assert.ok(entry, 'the report is in the queue');
  assert.equal(entry.conversationId, id);
  assert.equal(entry.reason, 'advance_payment');
  assert.equal(entry.detail, 'Il demande de l’argent avant la visite.');
  assert.deepEqual(entry.listing, { id: listing.id, name: listing.name, slug: listing.slug });
  assert.equal(entry.reporter.id, seeker.user.id);
  assert.equal(entry.reported.id, owner.user.id);
  assert.equal(entry.reported.disabled, false);
  assert.equal(entry.messages, 2);
  assert.doesNotMatch(JSON.stringify(entry), /mobile money/, 'the queue holds no message');
  assert.deepEqual(await journalOf(id), [], 'listing the queue reads nothing');

  const reading = await call('GET', `${ADMIN_BASE}/${reportId}/messages`, await admin());
  assert.equal(reading.statusCode, 200, reading.body);
  assert.equal(reading.headers['cache-control'], 'private, no-store');
  const transcript = reading.json().data as { messages: { senderId: string; body: string }[] };
  assert.deepEqual(
    transcript.messages.map((message) => [message.senderId, message.body]),
    [
      [seeker.user.id, 'Bonjour, disponible ?'],
      [owner.user.id, 'Envoyez 20 000 FCFA de frais de visite par mobile money.'],
    ],
  );
  await call('GET', `${ADMIN_BASE}/${reportId}/messages`, await admin());
  const lines = await journalOf(id);
  assert.equal(lines.length, 2, 'two readings, two journal lines');
  for (const line of lines) {
    assert.equal(line.action, 'conversation.read');
    assert.equal(line.targetType, 'conversation');
    assert.equal(line.detail, owner.user.email);
  }
});

test('classer sans suite closes every open report on the discussion; the member may report again', async () => {
  const { owner, seeker, id, reportId } = await reportedDiscussion();
  const second = await call('POST', `${BASE}/${id}/report`, owner.auth, { reason: 'harassment' });
  assert.equal(second.statusCode, 201, second.body);
  assert.equal((await queue()).filter((report) => report.conversationId === id).length, 2);

  const res = await call('POST', `${ADMIN_BASE}/${reportId}/dismiss`, await admin());
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.json().data, { conversationId: id, closed: 2, reportedDisabled: false });
  assert.equal((await queue()).filter((report) => report.conversationId === id).length, 0);
  assert.deepEqual(
    (await journalOf(id)).map((line) => line.action),
    ['conversation-reports.dismiss'],
  );
  // Decided: the report can no longer be read or decided; the reporter may report anew.
  const again = await call('POST', `${ADMIN_BASE}/${reportId}/dismiss`, await admin());
  assert.equal(again.statusCode, 404);
  assert.equal(again.json().statusCode, 'NOT_FOUND');
  assert.equal((await call('GET', `${ADMIN_BASE}/${reportId}/messages`, await admin())).statusCode, 404);
  assert.equal((await call('POST', `${BASE}/${id}/report`, seeker.auth, { reason: 'scam' })).statusCode, 201);
  // The owner's account was left as it was.
  assert.equal((await call('GET', BASE, owner.auth)).statusCode, 200);
});

test('désactiver le compte signalé disables the account, ends its sessions and closes the discussion', async () => {
  const { owner, seeker, id, reportId } = await reportedDiscussion();
  const res = await call('POST', `${ADMIN_BASE}/${reportId}/disable-reported`, await admin());
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.json().data, { conversationId: id, closed: 1, reportedDisabled: true });

  assert.equal((await call('GET', BASE, owner.auth)).statusCode, 401, 'the reported account’s session ended');
  const write = await call('POST', `${BASE}/${id}/messages`, seeker.auth, { message: 'Vous êtes là ?' });
  assert.equal(write.statusCode, 403);
  assert.equal(write.json().statusCode, 'CONVERSATION_CLOSED');
  assert.deepEqual(
    (await journalOf(id)).map((line) => line.action),
    ['conversation-reports.disable-reported'],
  );
  assert.deepEqual(
    (await journalOf(owner.user.id)).map((line) => line.action),
    ['user.disable'],
  );
  assert.equal((await queue()).filter((report) => report.conversationId === id).length, 0);
});

test('an unknown report is a 404 with its code', async () => {
  for (const [method, url] of [
    ['GET', `${ADMIN_BASE}/${randomUUID()}/messages`],
    ['POST', `${ADMIN_BASE}/${randomUUID()}/dismiss`],
    ['POST', `${ADMIN_BASE}/${randomUUID()}/disable-reported`],
  ] as const) {
    const res = await call(method, url, await admin());
    assert.equal(res.statusCode, 404, `${method} ${url}`);
    assert.equal(res.json().statusCode, 'NOT_FOUND');
  }
  assert.equal((await call('GET', `${ADMIN_BASE}/not-an-id/messages`, await admin())).statusCode, 400);
});
