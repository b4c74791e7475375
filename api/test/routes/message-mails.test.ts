// E-mails about new messages. A member with messages unread in a discussion that has been quiet for
// MESSAGE_MAIL_QUIET_S gets one mail about it (who wrote, about which listing, the first words, the link), at most one
// per discussion every quarter hour and only when something new arrived since; not when they read it first, nor when
// they turned these mails off ('Notifications par e-mail', or the mail's one-click link, without signing in).
// The rounds run at chosen times on the app's clock: nothing waits for real minutes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { turnOffToken, messageMailSubject, MESSAGE_MAILS_LOCK } from '../../src/services/message-mails.js';
import { createListing, outbox, setupClockedApp, signedIn, testWhileLockHeld } from '../helper.js';

const { clock, ctx } = setupClockedApp({ messageMailQuietS: 120 });
const MINUTE = 60_000;

type Auth = Record<string, string>;
const post = (url: string, auth: Auth, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });

/** Runs one round at `minutes` after the test's start; the mails it sent to `email`. */
async function roundAt(minutes: number, email: string) {
  clock.moveTo(minutes * MINUTE);
  const before = outbox(ctx.dataDir).filter((m) => m.includes(email)).length;
  const round = await ctx.app.jobs.runMessageMails();
  assert.equal(round.ran, true);
  return outbox(ctx.dataDir)
    .filter((m) => m.includes(email))
    .slice(before);
}

/** An owner with a listing and a seeker who wrote about it: the discussion's id. */
async function discussion(first = 'Bonjour, la maison est-elle encore libre pour janvier ?') {
  const owner = await signedIn(ctx.app);
  const seeker = await signedIn(ctx.app);
  const listing = await createListing(ctx.app, owner.auth, { name: 'Maison à Bonapriso' });
  const started = await post('/api/v1/conversations', seeker.auth, { productId: listing.id, message: first });
  assert.equal(started.statusCode, 201, started.body);
  return { owner, seeker, id: started.json().data.id as string };
}

test('the subject says who wrote and about which listing', () => {
  assert.equal(
    messageMailSubject({ sender_first_name: 'Samuel', listing_name: 'Maison à Bonapriso' }),
    'Nouveau message de Samuel à propos de Maison à Bonapriso',
  );
  assert.equal(
    messageMailSubject({ sender_first_name: 'Samuel', listing_name: null }),
    'Nouveau message de Samuel',
  );
});

test('one mail once the discussion is quiet, then none for a quarter hour, and again only for something new', async () => {
  const { owner, seeker, id } = await discussion();
  assert.deepEqual(await roundAt(1, owner.user.email), [], 'not while the discussion may still be going on');

  const [mail, ...more] = await roundAt(3, owner.user.email);
  assert.equal(more.length, 0);
  assert.ok(mail, 'the owner is told');
  assert.match(mail, /Bonjour Aïcha,/);
  assert.match(mail, /Aïcha vous a écrit à propos de « Maison à Bonapriso »/);
  assert.match(mail, /« Bonjour, la maison est-elle encore libre pour janvier \? »/);
  assert.ok(mail.includes(`/profile/discussions/${id}`), 'a link to the discussion');
  assert.match(mail, /Ne payez jamais de frais de visite/);
  assert.match(mail, /\/discussions\/e-mails\?token=/, 'a link that turns these mails off');
  assert.match(mail, /List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
  assert.deepEqual(await roundAt(4, seeker.user.email), [], 'the seeker has nothing unread');

  // A second message within the quarter hour: no second mail until it has passed.
  clock.moveTo(5 * MINUTE);
  assert.equal(
    (await post(`/api/v1/conversations/${id}/messages`, seeker.auth, { message: 'Et le loyer ?' }))
      .statusCode,
    201,
  );
  assert.deepEqual(await roundAt(10, owner.user.email), [], 'one mail per quarter hour');
  const [again] = await roundAt(19, owner.user.email);
  assert.ok(again, 'something new, a quarter hour later: mailed again');
  assert.match(again, /« Et le loyer \? »/);
  assert.match(again, /Et 1 autre message non lu\./);
  assert.deepEqual(await roundAt(40, owner.user.email), [], 'nothing new since: no mail');
});

test('a member who read the discussion in time, or who turned these mails off, gets none', async () => {
  const read = await discussion();
  assert.equal((await post(`/api/v1/conversations/${read.id}/read`, read.owner.auth)).statusCode, 200);
  assert.deepEqual(await roundAt(3, read.owner.user.email), []);

  const off = await discussion();
  const put = await ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/user/message-mails',
    headers: off.owner.auth,
    payload: { enabled: false },
  });
  assert.equal(put.statusCode, 200, put.body);
  const state = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/user/message-mails',
    headers: off.owner.auth,
  });
  assert.deepEqual(state.json().data, { enabled: false });
  assert.deepEqual(await roundAt(6, off.owner.user.email), []);
  assert.equal(
    (await ctx.app.inject({ method: 'GET', url: '/api/v1/user/message-mails' })).statusCode,
    401,
    'the setting is the member’s own',
  );
});

test("the mail's one-click link turns them off without signing in; a forged link is refused", async () => {
  const { owner } = await discussion();
  const token = await turnOffToken(ctx.app, owner.user.id);
  // As a mail program sends it (RFC 8058): a form.
  const oneClick = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/notifications/message-mails/off?token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
  assert.equal(oneClick.statusCode, 200, oneClick.body);
  assert.deepEqual(oneClick.json().data, { enabled: false });
  const state = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/user/message-mails',
    headers: owner.auth,
  });
  assert.deepEqual(state.json().data, { enabled: false });
  assert.deepEqual(await roundAt(3, owner.user.email), []);

  const forged = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/notifications/message-mails/off',
    payload: { token: `${token.slice(0, -4)}AAAA` },
  });
  assert.equal(forged.statusCode, 400);
  assert.equal(forged.json().statusCode, 'INVALID_TOKEN');
  assert.match(forged.json().message, /Lien invalide/);
});

testWhileLockHeld(
  'the round finds the lock taken by another process and does nothing',
  ctx,
  MESSAGE_MAILS_LOCK,
  async (held) => {
    const round = await held(() => ctx.app.jobs.runMessageMails());
    assert.equal(round.ran, false);
  },
);

test('two rounds at once mail each member once', async () => {
  const { owner } = await discussion();
  const toOwner = () => outbox(ctx.dataDir).filter((m) => m.includes(owner.user.email)).length;
  const before = toOwner();
  clock.moveTo(3 * MINUTE);
  const rounds = await Promise.all([ctx.app.jobs.runMessageMails(), ctx.app.jobs.runMessageMails()]);
  assert.equal(toOwner() - before, 1, JSON.stringify(rounds));
});
