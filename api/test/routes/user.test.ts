import assert from 'node:assert/strict';
import { test } from 'node:test';
import { multipart, outbox, setupTestApp, signedIn, uniqueEmail } from '../helper.js';

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
  assert.equal(data.phone, '+237 6 99 00 11 22');
  assert.equal(data.role, 'USER');
  for (const payload of [{ email: 'bad' }, { phone: 'abc' }, { pseudo: 'ab' }, {}]) {
    const bad = await ctx.app.inject({ method: 'PATCH', url, headers: owner.auth, payload });
    assert.equal(bad.statusCode, 400, JSON.stringify(payload));
    assert.equal(bad.json().statusCode, 'VALIDATION_ERROR');
  }
  const taken = await ctx.app.inject({
    method: 'PATCH',
    url,
    headers: owner.auth,
    payload: { email: visitor.user.email },
  });
  assert.equal(taken.statusCode, 409);
  assert.equal(taken.json().statusCode, 'USER_ALREADY_EXISTS');
  assert.equal((await ctx.app.inject({ method: 'PATCH', url, payload: { bio: 'x' } })).statusCode, 401);
  const email = uniqueEmail('moved');
  const moved = await ctx.app.inject({ method: 'PATCH', url, headers: owner.auth, payload: { email } });
  assert.equal(moved.json().data.email, email);
  assert.equal(moved.json().data.emailVerified, false);
  assert.ok(outbox(ctx.dataDir).some((m) => m.includes(email)));
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
