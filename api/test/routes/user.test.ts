import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EMAIL_CHANGES_PER_HOUR } from '../../src/routes/api/v1/user/index.js';
import { changeEmail, multipart, outbox, PASSWORD, setupTestApp, signedIn, uniqueEmail } from '../helper.js';

let owner: Awaited<ReturnType<typeof signedIn>>;
let visitor: Awaited<ReturnType<typeof signedIn>>;
let productId: string;

const ctx = setupTestApp({}, async (c) => {
  owner = await signedIn(c.app);
  visitor = await signedIn(c.app);
  const form = multipart({
    product_data: JSON.stringify({
      name: 'Chambre à Dschang',
      category: 'Chambre',
      price: 25000,
      is_for_sale: false,
    }),
  });
  const res = await c.app.inject({
    method: 'POST',
    url: '/api/v1/products/create',
    headers: { ...form.headers, ...owner.auth },
    payload: form.payload,
  });
  productId = res.json().data.id;
});

test('user-profile: READ_SUCCESSFULLY with the user; 401 UNAUTHORIZED without or with a bad token', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/user-profile', headers: owner.auth });
  assert.equal(res.statusCode, 200);
  assert.equal(res.json().statusCode, 'READ_SUCCESSFULLY');
  assert.equal(res.json().data.id, owner.user.id);
  for (const headers of [{}, { authorization: 'Bearer nope' }, { authorization: 'Basic abc' }]) {
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/user-profile', headers });
    assert.equal(bad.statusCode, 401);
    assert.equal(bad.json().statusCode, 'UNAUTHORIZED');
  }
});

test('update-profile: UPDATED_SUCCESSFULLY with the new user; validation and conflicts', async () => {
  const url = '/api/v1/user/update-profile';
  const res = await ctx.app.inject({
    method: 'PATCH',
    url,
    headers: owner.auth,
    payload: {
      firstname: 'Paul',
      lastname: 'Biya',
      phone: '+237 6 99 00 11 22',
      bio: 'Agent',
      pseudo: 'pbiya',
      role: 'ADMIN',
    },
  });
  assert.equal(res.statusCode, 200, res.body);
  const data = res.json().data;
  assert.equal(res.json().statusCode, 'UPDATED_SUCCESSFULLY');
  assert.equal(data.firstname, 'Paul');
  assert.equal(data.phone, '+237699001122');
  assert.equal(data.showPhone, false);
  assert.equal(data.role, 'USER');
  for (const payload of [
    { email: 'bad' },
    { phone: 'abc' },
    { phone: '699001122' },
    { phone: '+237 6 99 00 11' },
    { pseudo: 'ab' },
    {},
  ]) {
    const bad = await ctx.app.inject({ method: 'PATCH', url, headers: owner.auth, payload });
    assert.equal(bad.statusCode, 400, JSON.stringify(payload));
    assert.equal(bad.json().statusCode, 'VALIDATION_ERROR');
  }
  const taken = await changeEmail(ctx.app, owner.auth, visitor.user.email);
  assert.equal(taken.statusCode, 409);
  assert.equal(taken.json().statusCode, 'USER_ALREADY_EXISTS');
  assert.equal((await ctx.app.inject({ method: 'PATCH', url, payload: { bio: 'x' } })).statusCode, 401);
  const email = uniqueEmail('moved');
  const moved = await changeEmail(ctx.app, owner.auth, email);
  assert.equal(moved.json().data.email, email);
  assert.equal(moved.json().data.emailVerified, false);
  await ctx.app.background.settled();
  assert.ok(outbox(ctx.dataDir).some((m) => m.includes(email)));
});

test('changing the e-mail asks for the current password and tells the previous address', async () => {
  const me = await signedIn(ctx.app);
  const url = '/api/v1/user/update-profile';
  const change = (payload: object) => ctx.app.inject({ method: 'PATCH', url, headers: me.auth, payload });
  const target = uniqueEmail('pirate');
  const without = await change({ email: target });
  assert.equal(without.statusCode, 400);
  assert.equal(without.json().statusCode, 'CURRENT_PASSWORD_REQUIRED');
  const wrong = await change({ email: target, currentPassword: 'Pas-le-bon-1' });
  assert.equal(wrong.statusCode, 400);
  assert.equal(wrong.json().statusCode, 'INVALID_CURRENT_PASSWORD');
  const profile = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/user-profile', headers: me.auth });
  assert.equal(profile.json().data.email, me.user.email, 'the address did not change');
  // Other fields need no password; the same address in another spelling is no change.
  assert.equal((await change({ bio: 'Agent à Douala', email: me.user.email.toUpperCase() })).statusCode, 200);

  const moved = await change({ email: target, currentPassword: PASSWORD });
  assert.equal(moved.statusCode, 200);
  await ctx.app.background.settled();
  const notice = outbox(ctx.dataDir).find(
    (mail) =>
      /^To: *.*$/im.exec(mail)?.[0].toLowerCase().includes(me.user.email) && /remplacée par/.test(mail),
  );
  assert.ok(notice, 'the previous address is told');
  assert.ok(!notice.includes(target), 'the new address is masked in the notice');
  assert.match(notice, /p\*\*\*@example\.cm/);
});

test(`at most ${EMAIL_CHANGES_PER_HOUR} e-mail changes an hour per account`, async () => {
  const me = await signedIn(ctx.app);
  const change = (email: string) => changeEmail(ctx.app, me.auth, email);
  for (let i = 0; i < EMAIL_CHANGES_PER_HOUR; i += 1)
    assert.equal((await change(uniqueEmail('tour'))).statusCode, 200);
  const refused = await change(uniqueEmail('tour'));
  assert.equal(refused.statusCode, 429);
  assert.equal(refused.json().statusCode, 'TOO_MANY_REQUESTS');
});

test('favourites: add (idempotent), list, remove; unknown listing 404', async () => {
  const url = `/api/v1/user/favourites/${productId}`;
  assert.equal((await ctx.app.inject({ method: 'POST', url, headers: visitor.auth })).statusCode, 201);
  assert.equal((await ctx.app.inject({ method: 'POST', url, headers: visitor.auth })).statusCode, 201);
  const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/favourites', headers: visitor.auth });
  assert.equal(list.json().statusCode, 'READ_SUCCESSFULLY');
  assert.deepEqual(
    list.json().data.map((p: { id: string }) => p.id),
    [productId],
  );
  const removed = await ctx.app.inject({ method: 'DELETE', url, headers: visitor.auth });
  assert.equal(removed.json().statusCode, 'DELETED_SUCCESSFULLY');
  assert.equal((await ctx.app.inject({ method: 'DELETE', url, headers: visitor.auth })).statusCode, 404);
  const unknown = '/api/v1/user/favourites/00000000-0000-4000-8000-000000000000';
  assert.equal(
    (await ctx.app.inject({ method: 'POST', url: unknown, headers: visitor.auth })).statusCode,
    404,
  );
  assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/v1/user/favourites' })).statusCode, 401);
});

test('send-message-to-admin: READ_SUCCESSFULLY; with propertyId it reaches the owner and admin', async () => {
  const url = '/api/v1/user/send-message-to-admin';
  const plain = await ctx.app.inject({ method: 'POST', url, payload: { message: 'Bonjour l’équipe' } });
  assert.equal(plain.statusCode, 200);
  assert.equal(plain.json().statusCode, 'READ_SUCCESSFULLY');
  const res = await ctx.app.inject({
    method: 'POST',
    url,
    payload: {
      message: 'Est-elle libre en mars ?',
      name: 'Awa',
      email: 'awa@example.cm',
      subject: 'Visite',
      propertyId: productId,
    },
  });
  assert.equal(res.statusCode, 200);
  const mails = outbox(ctx.dataDir).filter((m) => m.includes('Est-elle libre en mars'));
  assert.ok(mails.some((m) => m.includes(ctx.config.adminEmail)));
  const inbox = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/messages', headers: owner.auth });
  assert.equal(inbox.json().meta.total, 1);
  assert.equal(inbox.json().data[0].message, 'Est-elle libre en mars ?');
  for (const payload of [
    {},
    { message: '   ' },
    { message: 'x', propertyId: 'nope' },
    { message: 'x'.repeat(6000) },
  ]) {
    assert.equal(
      (await ctx.app.inject({ method: 'POST', url, payload })).statusCode,
      400,
      JSON.stringify(payload),
    );
  }
  const gone = await ctx.app.inject({
    method: 'POST',
    url,
    payload: { message: 'x', propertyId: '00000000-0000-4000-8000-000000000000' },
  });
  assert.equal(gone.statusCode, 404);
  assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/v1/user/messages' })).statusCode, 401);
});

test('contact message: CREATED_SUCCESSFULLY, admin mail and a copy to the sender', async () => {
  const payload = {
    name: 'Awa',
    email: 'awa.contact@example.cm',
    phone: '699001122',
    subject: 'visit',
    message: 'Je souhaite visiter',
  };
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/contact', payload });
  assert.equal(res.statusCode, 201);
  assert.equal(res.json().statusCode, 'CREATED_SUCCESSFULLY');
  assert.ok(res.json().data.sent);
  assert.ok(
    outbox(ctx.dataDir).some((m) => m.includes('awa.contact@example.cm') && m.includes('Nous avons bien re')),
  );
  for (const bad of [
    { ...payload, subject: 'spam' },
    { ...payload, email: 'x' },
    { ...payload, message: '' },
  ]) {
    assert.equal(
      (await ctx.app.inject({ method: 'POST', url: '/api/v1/contact', payload: bad })).statusCode,
      400,
    );
  }
});

test('paging parameters that are not finite numbers answer 400, never reach the database (found by the fuzz suite)', async () => {
  const { auth } = await signedIn(ctx.app);
  for (const query of [
    'page=Infinity',
    'limit=Infinity',
    'page=1e400',
    'page=-Infinity',
    'x=1&page=Infinity',
  ]) {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/user/messages?${query}`, headers: auth });
    assert.equal(res.statusCode, 400, query);
    assert.equal(res.json().statusCode, 'VALIDATION_ERROR', query);
  }
  // A text parameter may hold the word: only what the schema turned into a number is checked.
  const words = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/user/messages?q=Infinity',
    headers: auth,
  });
  assert.equal(words.statusCode, 200);
});
