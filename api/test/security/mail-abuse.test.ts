// Mail to an address a visitor typed. The contact page's copy carries a fixed text
// (nothing the visitor wrote) and only a few go to one address per hour, while the message itself still reaches the
// team; reset mails are sent off the request path (a known address answers as fast as an unknown one, however
// slow the mail server) and capped per address; verification mails are limited per
// account as well as per client address.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { CONTACT_COPIES_PER_ADDRESS } from '../../src/routes/api/v1/contact/index.js';
import { outbox, setupTestApp, signup, uniqueEmail, TEST_RATE_LIMITS } from '../helper.js';

const ctx = setupTestApp({
  rateLimits: { ...TEST_RATE_LIMITS, verificationMailsPerAccount: 2 },
});
/** The mails whose recipient is `address` (not a Reply-To naming it). */
const mailsTo = (address: string) =>
  outbox(ctx.dataDir).filter((mail) => new RegExp(`^To: *${address.replace('.', '\\.')}`, 'mi').test(mail));

const resetMails = (address: string) => mailsTo(address).filter((mail) => mail.includes('reset-password'));

const send = (email: string, message: string, name = 'Awa') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/contact',
    remoteAddress: `203.0.113.${Math.floor(Math.random() * 200) + 1}`,
    payload: { name, email, subject: 'question', message },
  });

test('the copy to the sender holds none of what the visitor wrote', async () => {
  const spam = 'Gagnez 1 000 000 FCFA : http://arnaque.example/pay';
  const res = await send('cible@example.cm', spam, 'Cliquez http://arnaque.example');
  assert.equal(res.statusCode, 201);
  const copies = mailsTo('cible@example.cm');
  assert.equal(copies.length, 1);
  assert.ok(!copies[0]!.includes('arnaque'), copies[0]);
  assert.match(copies[0]!, /Nous avons bien re/);
});

test(`only ${CONTACT_COPIES_PER_ADDRESS} copies an hour go to one address; the messages still reach the team`, async () => {
  const target = 'victime@example.cm';
  for (let i = 0; i < CONTACT_COPIES_PER_ADDRESS + 2; i += 1) {
    assert.equal((await send(target, `Message ${i}`)).statusCode, 201);
  }
  const copies = mailsTo(target);
  assert.equal(copies.length, CONTACT_COPIES_PER_ADDRESS);
  // In any spelling of the address.
  assert.equal((await send('VICTIME@Example.cm', 'Encore')).statusCode, 201);
  assert.equal(mailsTo(target).length, CONTACT_COPIES_PER_ADDRESS);
});

test('forgot-password answers at once, the same for every address; the mail goes off the request path', async () => {
  const user = await signup(ctx.app);
  // A mail transport that does not answer: the visitor's answer must not wait for it.
  const send = ctx.app.mailer.send;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  ctx.app.mailer.send = async (mail) => {
    asked += 1;
    await held;
    return send(mail);
  };
  try {
    const known = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: user.email },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: uniqueEmail('ghost') },
    });
    assert.equal(known.statusCode, 200);
    assert.deepEqual(known.json(), unknown.json());
    assert.equal(resetMails(user.email).length, 0, 'answered before any mail was written');
  } finally {
    release();
    await ctx.app.background.settled();
    ctx.app.mailer.send = send;
  }
  assert.equal(asked, 1, 'one mail: the known address');
  assert.equal(resetMails(user.email).length, 1);
});

test('forgot-password takes the same time for a known and an unknown address, however slow the mail is', async () => {
  const user = await signup(ctx.app, uniqueEmail('timing'));
  const send = ctx.app.mailer.send;
  const MAIL_MS = 120;
  // A slow mail server: were the known address's mail (or anything it waits on) on the request path, its answers
  // would take this much longer than an unknown address's.
  ctx.app.mailer.send = async (mail) => {
    await delay(MAIL_MS);
    return send(mail);
  };
  let asked = 0;
  const ask = async (email: string) => {
    asked += 1;
    const t0 = performance.now();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      // Each from its own address: the per-address limit is not what is measured here.
      remoteAddress: `198.51.${Math.floor(asked / 250)}.${(asked % 250) + 1}`,
      payload: { email },
    });
    return { ms: performance.now() - t0, status: res.statusCode, body: res.body };
  };
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
  try {
    for (let i = 0; i < 3; i += 1) {
      await ask(user.email);
      await ask(uniqueEmail('ghost'));
    }
    // The machine is shared: a round that drifts by more than 10 ms is measured again, at most three rounds.
    let gap = Infinity;
    let known = Infinity;
    for (let round = 1; round <= 3 && (gap > 10 || known >= MAIL_MS / 2); round += 1) {
      const times: { known: number[]; unknown: number[] } = { known: [], unknown: [] };
      for (let i = 0; i < 20; i += 1) {
        // Interleaved, alternating which goes first, so that load drift hits both sides alike.
        const early = i % 2 ? await ask(uniqueEmail('ghost')) : undefined;
        const k = await ask(user.email);
        const u = early ?? (await ask(uniqueEmail('ghost')));
        assert.deepEqual({ status: k.status, body: k.body }, { status: u.status, body: u.body });
        times.known.push(k.ms);
        times.unknown.push(u.ms);
      }
      known = median(times.known);
      gap = Math.abs(known - median(times.unknown));
    }
    assert.ok(gap <= 10, `medians ${gap.toFixed(1)} ms apart`);
    assert.ok(
      known < MAIL_MS / 2,
      `a known address answered in ${known.toFixed(1)} ms (median): it waited for its mail`,
    );
  } finally {
    await ctx.app.background.settled();
    ctx.app.mailer.send = send;
  }
});

test('reset mails to one address are capped silently; verification mails are limited per account', async () => {
  const user = await signup(ctx.app, uniqueEmail('cap'));
  const forgot = (email: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } });
  for (let i = 0; i < 5; i += 1)
    assert.equal((await forgot(i % 2 ? user.email.toUpperCase() : user.email)).statusCode, 200);
  await ctx.app.background.settled();
  assert.equal(resetMails(user.email).length, 2);

  const resend = (ip: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/resend-verification-email',
      remoteAddress: ip,
      payload: { email: user.email },
    });
  // From a new address each time: the per-address limit alone would not stop it.
  for (let i = 0; i < 2; i += 1) assert.equal((await resend(`198.51.100.${i + 1}`)).statusCode, 200);
  const refused = await resend('198.51.100.50');
  assert.equal(refused.statusCode, 429);
  assert.equal(refused.json().statusCode, 'TOO_MANY_REQUESTS');
  assert.ok(Number(refused.headers['retry-after']) > 0);
});

test('resend by user id (no sign-in, public ids): limited per account from any address, with the budget of the resend by e-mail', async () => {
  const [victim, other] = [
    await signup(ctx.app, uniqueEmail('id-a')),
    await signup(ctx.app, uniqueEmail('id-b')),
  ];
  const resendById = (id: string, ip: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/v1/user/user/resend-verification-email/${id}`,
      remoteAddress: ip,
    });
  const before = mailsTo(victim.email).length;
  // The usual answer (SUCCESS), from a new address each time: the per-address limit alone would never stop it.
  for (let i = 0; i < 2; i += 1) {
    const res = await resendById(victim.id, `192.0.2.${i + 1}`);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().statusCode, 'SUCCESS');
  }
  const refused = await resendById(victim.id, '192.0.2.50');
  assert.equal(refused.statusCode, 429);
  assert.equal(refused.json().statusCode, 'TOO_MANY_REQUESTS');
  assert.match(
    refused.json().message,
    /^Trop d’e-mails envoyés à cette adresse : réessayez dans \d+ minutes\.$/,
  );
  assert.ok(Number(refused.headers['retry-after']) > 0);
  assert.equal(mailsTo(victim.email).length, before + 2, 'no mail past the budget');
  // One budget per account, whichever route asks: the resend by e-mail is refused too.
  const byEmail = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/resend-verification-email',
    remoteAddress: '192.0.2.51',
    payload: { email: victim.email.toUpperCase() },
  });
  assert.equal(byEmail.statusCode, 429);
  // Another account keeps its own budget, from the very address that was refused.
  assert.equal((await resendById(other.id, '192.0.2.50')).statusCode, 200);
  // The route's other answers (404 for an unknown account) are unchanged.
  assert.equal((await resendById(randomUUID(), '192.0.2.60')).statusCode, 404);
});
