// Discussions between members about a listing. A signed-in member's message about a public listing opens a
// discussion with its owner (or continues theirs); only the two participants ever see it (404 for anyone else);
// unread counts follow messages and reads; a blocked member, or a disabled account's discussion, takes no new
// message; reports are kept for the moderators; new discussions and messages have hourly budgets per account.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { buildApp } from '../../src/app.js';
import { openConversationReports } from '../../src/repositories/conversations.js';
import { seedDemoConversations } from '../../src/seed/demo-conversations.js';
import { personName } from '../../src/services/conversations.js';
import {
  createListing,
  login,
  setupTestApp,
  signedIn,
  signupConfirmed,
  TEST_RATE_LIMITS,
  uniqueEmail,
  assertRefused,
} from '../helper.js';

const ADMIN = uniqueEmail('admin');
const ctx = setupTestApp({ adminEmails: [ADMIN.toLowerCase()] });

type Auth = Record<string, string>;
const BASE = '/api/v1/conversations';

const get = (url: string, auth: Auth = {}) => ctx.app.inject({ method: 'GET', url, headers: auth });
const post = (url: string, auth: Auth, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });
const start = (auth: Auth, productId: string, message: string) => post(BASE, auth, { productId, message });
const write = (auth: Auth, id: string, message: string) => post(`${BASE}/${id}/messages`, auth, { message });
const list = async (auth: Auth) => {
  const res = await get(BASE, auth);
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as {
    data: {
      id: string;
      role: string;
      listing: { id: string; name: string; slug: string; photo: unknown } | null;
      other: { id: string; name: string; agentSlug: string | null; verified: boolean };
      lastMessage: { excerpt: string; createdAt: string; mine: boolean };
      unread: number;
      blocked: { byMe: boolean; byOther: boolean };
      closed: boolean;
    }[];
    meta: { total: number; page: number; limit: number; unread: number };
  };
};
const unread = async (auth: Auth) => (await get(`${BASE}/unread`, auth)).json().data.unread as number;
const refused = assertRefused;

/** An owner with a public listing, and a seeker who opened a discussion about it. */
async function discussion(first = 'Bonjour, la maison est-elle toujours disponible ?') {
  const owner = await signedIn(ctx.app);
  const seeker = await signedIn(ctx.app);
  const listing = await createListing(ctx.app, owner.auth, {
    name: `Villa à Bonapriso ${randomUUID().slice(0, 8)}`,
  });
  const res = await start(seeker.auth, listing.id, first);
  assert.equal(res.statusCode, 201, res.body);
  return { owner, seeker, listing, id: res.json().data.id as string };
}

test('every route answers 401 without a session', async () => {
  const id = randomUUID();
  for (const [method, url] of [
    ['GET', BASE],
    ['GET', `${BASE}/unread`],
    ['GET', `${BASE}/${id}`],
    ['POST', BASE],
    ['GET', `${BASE}/${id}/messages`],
    ['POST', `${BASE}/${id}/messages`],
    ['POST', `${BASE}/${id}/read`],
    ['POST', `${BASE}/${id}/report`],
    ['POST', `/api/v1/users/${id}/block`],
    ['DELETE', `/api/v1/users/${id}/block`],
  ] as const) {
    const res = await ctx.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    assert.equal(res.statusCode, 401, `${method} ${url}`);
    assert.equal(res.json().statusCode, 'UNAUTHORIZED');
  }
});

test('a message about a public listing opens a discussion (201); the next continues it (200, the same id)', async () => {
  const { owner, seeker, listing, id } = await discussion(
    '  Bonjour, la maison est-elle toujours disponible ?  ',
  );
  const again = await start(seeker.auth, listing.id, 'Je peux visiter samedi ?');
  assert.equal(again.statusCode, 200, again.body);
  assert.equal(again.json().statusCode, 'UPDATED_SUCCESSFULLY');
  assert.equal(again.json().data.id, id, 'the same discussion');
  assert.equal(again.json().data.created, false);
  assert.equal(again.json().data.message.body, 'Je peux visiter samedi ?');
  assert.equal(again.json().data.message.mine, true);

  const mine = await list(seeker.auth);
  assert.equal(mine.data.length, 1);
  const summary = mine.data[0]!;
  assert.equal(summary.id, id);
  assert.equal(summary.role, 'SEEKER');
  assert.deepEqual(summary.listing, { id: listing.id, name: listing.name, slug: listing.slug, photo: null });
  assert.deepEqual(summary.other, { id: owner.user.id, name: 'Aïcha M.', agentSlug: null, verified: false });
  assert.deepEqual(summary.lastMessage.mine, true);
  assert.equal(summary.lastMessage.excerpt, 'Je peux visiter samedi ?');
  assert.equal(summary.unread, 0, 'my own messages are not unread');
  assert.deepEqual(summary.blocked, { byMe: false, byOther: false });
  assert.equal(summary.closed, false);
  assert.deepEqual(mine.meta, { total: 1, page: 1, limit: 20, unread: 0 });

  const theirs = await list(owner.auth);
  assert.equal(theirs.data[0]?.role, 'OWNER');
  assert.equal(theirs.data[0]?.other.id, seeker.user.id);
  assert.equal(theirs.data[0]?.unread, 2);
  assert.equal(theirs.data[0]?.lastMessage.mine, false);
  assert.equal(theirs.meta.unread, 2);

  const one = await get(`${BASE}/${id}`, owner.auth);
  assert.equal(one.statusCode, 200);
  assert.deepEqual(one.json().data, theirs.data[0]);

  const messages = (await get(`${BASE}/${id}/messages`, owner.auth)).json();
  assert.deepEqual(
    messages.data.map((m: { body: string; mine: boolean; senderId: string }) => [m.body, m.mine, m.senderId]),
    [
      ['Bonjour, la maison est-elle toujours disponible ?', false, seeker.user.id],
      ['Je peux visiter samedi ?', false, seeker.user.id],
    ],
    'stored trimmed, oldest first',
  );
  assert.equal(messages.meta.nextBefore, null);

  // The owner answers in the discussion; the newest activity comes first in the seeker's list.
  const other = await discussion();
  const seekerOther = await start(seeker.auth, other.listing.id, 'Bonjour, est-ce meublé ?');
  assert.equal(seekerOther.statusCode, 201);
  const answer = await write(owner.auth, id, 'Oui, samedi à 10 h.');
  assert.equal(answer.statusCode, 201, answer.body);
  assert.equal(answer.json().data.mine, true);
  const order = await list(seeker.auth);
  assert.deepEqual(
    order.data.map((d) => d.id),
    [id, seekerOther.json().data.id],
    'latest activity first',
  );
  assert.equal(order.data[0]?.unread, 1);
});

test('a long last message is cut to 120 characters in the list', async () => {
  const { owner, seeker, id } = await discussion();
  await write(owner.auth, id, `${'é'.repeat(130)} fin`);
  const summary = (await list(seeker.auth)).data[0]!;
  assert.equal(summary.lastMessage.excerpt, `${'é'.repeat(120)}…`);
});

test('two first messages sent at once open one discussion', async () => {
  const owner = await signedIn(ctx.app);
  const seeker = await signedIn(ctx.app);
  const listing = await createListing(ctx.app, owner.auth, { name: 'Chambre à Mvog-Mbi' });
  const answers = await Promise.all([
    start(seeker.auth, listing.id, 'Bonjour'),
    start(seeker.auth, listing.id, 'Bonjour !'),
  ]);
  assert.deepEqual(answers.map((res) => res.statusCode).sort(), [200, 201]);
  assert.equal(answers[0]?.json().data.id, answers[1]?.json().data.id);
  const theirs = await list(owner.auth);
  assert.equal(theirs.data.length, 1);
  assert.equal(theirs.data[0]?.unread, 2);
});

test('the other person is named as listings name advertisers: an agent in full, a member by initial', () => {
  assert.equal(personName('Jean-Paul', 'Mbarga', 'jean-paul-mbarga'), 'Jean-Paul Mbarga');
  assert.equal(personName('Aïcha', 'mbarga', null), 'Aïcha M.');
  assert.equal(personName('Joseph', '', null), 'Joseph');
});

test('own listing: 400; unknown or not public listing: 404; an existing discussion goes on off-line', async () => {
  const { owner, seeker, listing, id } = await discussion();
  refused(await start(owner.auth, listing.id, 'Bonjour'), 400, 'CANNOT_MESSAGE_OWN_LISTING');
  refused(await start(seeker.auth, randomUUID(), 'Bonjour'), 404, 'NOT_FOUND');

  const closed = await post(`/api/v1/products/${listing.id}/availability`, owner.auth, {
    available: false,
    reason: 'RENTED',
  });
  assert.equal(closed.statusCode, 200, closed.body);
  const newcomer = await signedIn(ctx.app);
  refused(await start(newcomer.auth, listing.id, 'Bonjour'), 404, 'NOT_FOUND');

  // The discussion outlives the listing's public life: it goes on, without the listing.
  assert.equal((await start(seeker.auth, listing.id, 'Dommage, merci quand même.')).statusCode, 200);
  assert.equal((await write(owner.auth, id, 'Je vous préviens s’il se libère.')).statusCode, 201);
  const summary = (await list(seeker.auth)).data.find((d) => d.id === id);
  assert.equal(summary?.listing, null, 'no listing once it is not public');
  assert.equal(summary?.lastMessage.excerpt, 'Je vous préviens s’il se libère.');
});

test('messages are trimmed, never blank, at most 2000 characters: French messages and codes', async () => {
  const { seeker, owner, listing, id } = await discussion();
  for (const blank of ['', '   ', '\n\t ']) {
    const res = await write(seeker.auth, id, blank);
    refused(res, 400, 'MESSAGE_EMPTY');
    assert.equal(res.json().message, 'Le message ne peut pas être vide.');
  }
  const tooLong = await write(owner.auth, id, 'a'.repeat(2001));
  refused(tooLong, 400, 'MESSAGE_TOO_LONG');
  assert.equal(tooLong.json().message, 'Le message ne doit pas dépasser 2000 caractères.');
  refused(await start(seeker.auth, listing.id, ' '), 400, 'MESSAGE_EMPTY');
  refused(await start(seeker.auth, listing.id, 'x'.repeat(2001)), 400, 'MESSAGE_TOO_LONG');
  // 2000 characters once trimmed pass, an emoji counting as one.
  const full = `  ${'🏠'.repeat(2000)}  `;
  const ok = await write(seeker.auth, id, full);
  assert.equal(ok.statusCode, 201, ok.body);
  assert.equal(ok.json().data.body, '🏠'.repeat(2000));
  refused(
    await post(BASE, seeker.auth, { productId: 'pas-un-id', message: 'Bonjour' }),
    400,
    'VALIDATION_ERROR',
  );
});

test('a third member gets 404 on every route of a discussion they are not part of, and sees none of it', async () => {
  const { id } = await discussion();
  const third = await signedIn(ctx.app);
  for (const res of [
    await get(`${BASE}/${id}`, third.auth),
    await get(`${BASE}/${id}/messages`, third.auth),
    await write(third.auth, id, 'Je m’invite'),
    await post(`${BASE}/${id}/read`, third.auth),
    await post(`${BASE}/${id}/report`, third.auth, { reason: 'spam' }),
  ])
    refused(res, 404, 'NOT_FOUND');
  const theirs = await list(third.auth);
  assert.deepEqual(theirs.data, []);
  assert.equal(theirs.meta.total, 0);
  refused(await get(`${BASE}/${randomUUID()}/messages`, third.auth), 404, 'NOT_FOUND');
});

test('messages come by pages: the newest 50 first, oldest to newest within, then the older ones by cursor', async () => {
  const { owner, seeker, id } = await discussion('message 1');
  for (let n = 2; n <= 55; n++) {
    const res = await write(n % 2 ? seeker.auth : owner.auth, id, `message ${n}`);
    assert.equal(res.statusCode, 201, res.body);
  }
  const first = (await get(`${BASE}/${id}/messages`, seeker.auth)).json();
  assert.equal(first.meta.limit, 50);
  assert.equal(first.data.length, 50);
  assert.equal(first.data[0].body, 'message 6');
  assert.equal(first.data[49].body, 'message 55');
  assert.equal(first.data[49].mine, true, 'message 55 is the seeker’s');
  assert.equal(first.data[48].mine, false);
  assert.equal(first.meta.nextBefore, first.data[0].id);

  const older = (await get(`${BASE}/${id}/messages?before=${first.meta.nextBefore}`, seeker.auth)).json();
  assert.deepEqual(
    older.data.map((m: { body: string }) => m.body),
    ['message 1', 'message 2', 'message 3', 'message 4', 'message 5'],
  );
  assert.equal(older.meta.nextBefore, null, 'the first message reached');

  const small = (await get(`${BASE}/${id}/messages?limit=2`, seeker.auth)).json();
  assert.deepEqual(
    small.data.map((m: { body: string }) => m.body),
    ['message 54', 'message 55'],
  );
  refused(await get(`${BASE}/${id}/messages?limit=101`, seeker.auth), 400, 'VALIDATION_ERROR');

  // A cursor from another discussion is refused rather than read.
  const elsewhere = await discussion('ailleurs');
  const foreign = (await get(`${BASE}/${elsewhere.id}/messages`, elsewhere.seeker.auth)).json().data[0].id;
  refused(await get(`${BASE}/${id}/messages?before=${foreign}`, seeker.auth), 400, 'INVALID_CURSOR');
});

test('unread counts move with messages and reads, per discussion and in total', async () => {
  const owner = await signedIn(ctx.app);
  const [a, b] = [await signedIn(ctx.app), await signedIn(ctx.app)];
  const [house, flat] = [
    await createListing(ctx.app, owner.auth, { name: 'Maison à Kotto' }),
    await createListing(ctx.app, owner.auth, { name: 'Appartement à Makepe' }),
  ];
  const withA = (await start(a.auth, house.id, 'Bonjour')).json().data.id as string;
  await start(a.auth, house.id, 'Vous êtes là ?');
  const withB = (await start(b.auth, flat.id, 'Bonsoir')).json().data.id as string;
  assert.equal(await unread(owner.auth), 3);
  const before = await list(owner.auth);
  assert.equal(before.meta.unread, 3);
  assert.deepEqual(Object.fromEntries(before.data.map((d) => [d.id, d.unread])), { [withA]: 2, [withB]: 1 });

  const read = await post(`${BASE}/${withA}/read`, owner.auth);
  assert.equal(read.statusCode, 200, read.body);
  assert.deepEqual(read.json().data, { id: withA, unreadTotal: 1 });
  assert.equal(await unread(owner.auth), 1);
  assert.equal((await list(owner.auth)).data.find((d) => d.id === withA)?.unread, 0);

  // Reading is per participant: the seeker's side is untouched until the owner answers.
  assert.equal(await unread(a.auth), 0);
  await write(owner.auth, withA, 'Oui, je suis là.');
  assert.equal(await unread(a.auth), 1);
  // Answering reads the discussion for whoever answers.
  await write(owner.auth, withB, 'Bonsoir !');
  assert.equal(await unread(owner.auth), 0);
  await post(`${BASE}/${withA}/read`, a.auth);
  assert.equal(await unread(a.auth), 0);
});

test('blocking: the blocked member cannot write to the blocker, in old or new discussions, until unblocked', async () => {
  const { owner, seeker, listing, id } = await discussion();
  const block = await post(`/api/v1/users/${seeker.user.id}/block`, owner.auth);
  assert.equal(block.statusCode, 200, block.body);
  assert.deepEqual(block.json().data, { userId: seeker.user.id, blocked: true });
  assert.equal(
    (await post(`/api/v1/users/${seeker.user.id}/block`, owner.auth)).statusCode,
    200,
    'again: same',
  );

  const refusedMessage = await write(seeker.auth, id, 'Pourquoi ne répondez-vous pas ?');
  refused(refusedMessage, 403, 'BLOCKED');
  assert.match(refusedMessage.json().message, /bloqué/);
  refused(await start(seeker.auth, listing.id, 'Encore moi'), 403, 'BLOCKED');
  const another = await createListing(ctx.app, owner.auth, { name: 'Studio à Bastos' });
  refused(await start(seeker.auth, another.id, 'Et celui-ci ?'), 403, 'BLOCKED');
  // The blocker cannot write either while the block holds.
  refused(await write(owner.auth, id, 'Dernier mot'), 403, 'BLOCKED_BY_YOU');

  assert.deepEqual((await list(owner.auth)).data.find((d) => d.id === id)?.blocked, {
    byMe: true,
    byOther: false,
  });
  assert.deepEqual((await list(seeker.auth)).data.find((d) => d.id === id)?.blocked, {
    byMe: false,
    byOther: true,
  });
  // Reading the discussion stays possible for both.
  assert.equal((await get(`${BASE}/${id}/messages`, seeker.auth)).statusCode, 200);

  const unblock = await ctx.app.inject({
    method: 'DELETE',
    url: `/api/v1/users/${seeker.user.id}/block`,
    headers: owner.auth,
  });
  assert.equal(unblock.statusCode, 200);
  assert.deepEqual(unblock.json().data, { userId: seeker.user.id, blocked: false });
  assert.equal((await write(seeker.auth, id, 'Merci de m’avoir débloqué')).statusCode, 201);
  assert.equal((await start(seeker.auth, another.id, 'Et celui-ci ?')).statusCode, 201);

  refused(await post(`/api/v1/users/${owner.user.id}/block`, owner.auth), 400, 'CANNOT_BLOCK_SELF');
  refused(await post(`/api/v1/users/${randomUUID()}/block`, owner.auth), 404, 'USER_NOT_FOUND');
});

test('a report is stored for the moderators, once while it is open', async () => {
  const { owner, seeker, id } = await discussion();
  const res = await post(`${BASE}/${id}/report`, owner.auth, {
    reason: 'advance_payment',
    detail: '  Demande un acompte avant la visite.  ',
  });
  assert.equal(res.statusCode, 201, res.body);
  assert.equal(res.json().data.reason, 'advance_payment');
  const stored = await openConversationReports(ctx.db, id);
  assert.deepEqual(
    stored.map(({ reporter_id, reported_id, reason, detail }) => ({
      reporter_id,
      reported_id,
      reason,
      detail,
    })),
    [
      {
        reporter_id: owner.user.id,
        reported_id: seeker.user.id,
        reason: 'advance_payment',
        detail: 'Demande un acompte avant la visite.',
      },
    ],
  );
  refused(await post(`${BASE}/${id}/report`, owner.auth, { reason: 'scam' }), 409, 'ALREADY_REPORTED');
  // The other participant may report too; an unknown reason is refused.
  assert.equal((await post(`${BASE}/${id}/report`, seeker.auth, { reason: 'harassment' })).statusCode, 201);
  refused(await post(`${BASE}/${id}/report`, seeker.auth, { reason: 'boring' }), 400, 'VALIDATION_ERROR');
  assert.equal((await openConversationReports(ctx.db, id)).length, 2);
});

test('a disabled account’s discussions take no new message; its listings take no new discussion', async () => {
  const { owner, seeker, listing, id } = await discussion();
  await signupConfirmed(ctx.app, ADMIN);
  const admin = { authorization: `Bearer ${(await login(ctx.app, ADMIN)).accessToken.token}` };
  const disabled = await post(`/api/v1/admin/users/${owner.user.id}/disable`, admin);
  assert.equal(disabled.statusCode, 200, disabled.body);

  const res = await write(seeker.auth, id, 'Vous êtes toujours là ?');
  refused(res, 403, 'CONVERSATION_CLOSED');
  assert.match(res.json().message, /désactivé/);
  refused(await start(seeker.auth, listing.id, 'Bonjour ?'), 403, 'CONVERSATION_CLOSED');
  const newcomer = await signedIn(ctx.app);
  refused(await start(newcomer.auth, listing.id, 'Bonjour'), 404, 'NOT_FOUND');
  const summary = (await list(seeker.auth)).data.find((d) => d.id === id);
  assert.equal(summary?.closed, true);
  assert.equal(summary?.listing, null);
  // The disabled owner's own session ended with the account.
  assert.equal((await get(BASE, owner.auth)).statusCode, 401);
});

test('hourly budgets: new discussions and messages past them answer the French 429', async () => {
  const app = await buildApp({
    config: {
      ...ctx.config,
      rateLimits: { ...TEST_RATE_LIMITS, conversationsPerHour: 2, conversationMessagesPerHour: 4 },
    },
    db: ctx.db,
    logger: false,
  });
  try {
    await app.ready();
    const [owner, seeker, other] = [await signedIn(app), await signedIn(app), await signedIn(app)];
    const listings = [
      await createListing(app, owner.auth, { name: 'Terrain à Lendi' }),
      await createListing(app, owner.auth, { name: 'Terrain à Japoma' }),
      await createListing(app, owner.auth, { name: 'Terrain à Yassa' }),
    ];
    const send = (auth: Auth, productId: string) =>
      app.inject({ method: 'POST', url: BASE, headers: auth, payload: { productId, message: 'Bonjour' } });
    assert.equal((await send(seeker.auth, listings[0]!.id)).statusCode, 201);
    assert.equal((await send(seeker.auth, listings[1]!.id)).statusCode, 201);
    const third = await send(seeker.auth, listings[2]!.id);
    assert.equal(third.statusCode, 429);
    assert.equal(third.json().statusCode, 'TOO_MANY_REQUESTS');
    assert.match(
      third.json().message,
      /^Vous avez ouvert trop de discussions : réessayez dans \d+ minutes\.$/,
    );
    assert.ok(Number(third.headers['retry-after']) > 0);
    // Continuing a discussion opens none: only the message budget counts (3 of 4 spent, then 4).
    assert.equal((await send(seeker.auth, listings[0]!.id)).statusCode, 200);
    assert.equal((await send(seeker.auth, listings[1]!.id)).statusCode, 200);
    const fifth = await send(seeker.auth, listings[0]!.id);
    assert.equal(fifth.statusCode, 429);
    assert.match(fifth.json().message, /^Vous avez envoyé trop de messages : réessayez dans \d+ minutes\.$/);
    // A refused message cost nothing, and another account has its own budgets.
    assert.equal((await send(other.auth, listings[2]!.id)).statusCode, 201);
  } finally {
    await app.close();
  }
});

test('the one-way message from a listing still reaches its owner from a visitor without an account', async () => {
  const owner = await signedIn(ctx.app);
  const listing = await createListing(ctx.app, owner.auth, { name: 'Duplex à Santa Barbara' });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/user/send-message-to-admin',
    payload: {
      message: 'Bonjour, est-ce disponible ?',
      name: 'Paul',
      email: 'paul@example.cm',
      propertyId: listing.id,
    },
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().data.sent, true);
});

test('the demo discussions: the demo account as seeker and as owner, some unread', async () => {
  const [demo, joseph, agentA, agentB] = [
    await signedIn(ctx.app),
    await signedIn(ctx.app),
    await signedIn(ctx.app),
    await signedIn(ctx.app),
  ];
  await createListing(ctx.app, demo.auth, { name: 'Villa démo à Bonapriso' });
  await createListing(ctx.app, demo.auth, { name: 'Studio démo à Akwa' });
  await createListing(ctx.app, joseph.auth, { name: 'Chambre à Ndokoti' });
  await createListing(ctx.app, agentA.auth, { name: 'Appartement à Bonanjo' });
  const people = {
    demoId: demo.user.id,
    ownerId: joseph.user.id,
    agentIds: [agentA.user.id, agentB.user.id],
  };
  await ctx.db.transaction((tx) => seedDemoConversations(tx, people));
  await ctx.db.transaction((tx) => seedDemoConversations(tx, people));

  const mine = await list(demo.auth);
  assert.equal(mine.data.length, 4, 'four discussions, once');
  assert.deepEqual(mine.data.map((d) => d.role).sort(), ['OWNER', 'OWNER', 'SEEKER', 'SEEKER']);
  assert.equal(mine.meta.unread, 4, 'the agent’s answer, Joseph’s question, the other agent’s two messages');
  assert.ok(
    mine.data.some((d) => d.unread === 0),
    'one read',
  );
  const dates = mine.data.map((d) => d.lastMessage.createdAt);
  assert.deepEqual(dates, [...dates].sort().reverse(), 'the latest activity first');
});

test('/api/docs documents every discussion route with its answer', async () => {
  const doc = (await get('/api/docs/json')).json();
  const schema = (path: string, method: string, status: string) =>
    doc.paths[path]?.[method]?.responses?.[status]?.content?.['application/json']?.schema;
  const summary = schema('/api/v1/conversations', 'get', '200');
  assert.ok(summary?.properties?.data?.items?.properties?.lastMessage, 'the list documents lastMessage');
  assert.ok(summary?.properties?.meta?.properties?.unread, 'and the unread total');
  assert.ok(schema('/api/v1/conversations', 'post', '201')?.properties?.data?.properties?.created);
  assert.ok(
    schema('/api/v1/conversations/{id}/messages', 'get', '200')?.properties?.meta?.properties?.nextBefore,
  );
  assert.ok(schema('/api/v1/conversations/{id}/messages', 'post', '403'), 'a refused message is documented');
  assert.ok(schema('/api/v1/conversations/{id}/read', 'post', '200'));
  assert.ok(schema('/api/v1/conversations/{id}/report', 'post', '409'));
  assert.ok(schema('/api/v1/conversations/unread', 'get', '200'));
  assert.ok(schema('/api/v1/users/{id}/block', 'post', '200'));
  assert.ok(schema('/api/v1/users/{id}/block', 'delete', '200'));
});
