// Authorization as a property. Two users, each with a public listing (two images), a hidden
// (INACTIVE) listing, favourites, received messages and a private profile. fast-check draws sequences of actions by
// either user against the other (every mutating route: profile update, listing update/delete incl. images,
// favourites add/remove, message reads) and checks after each one that the other's data is exactly as before and
// that nothing private of the other was answered.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { multipart, PASSWORD, pngImage, setupTestApp, signedIn } from '../helper.js';

interface Party {
  id: string;
  email: string;
  phone: string;
  auth: { authorization: string };
  listing: { id: string; slug: string; urls: string[] };
  hidden: { id: string; slug: string };
  secret: string;
}
const parties: Party[] = [];

const ctx = setupTestApp({}, async (c) => {
  const png = await pngImage(24, 18);
  for (const who of ['Awa', 'Bello']) {
    const { user, auth } = await signedIn(c.app);
    const phone = `+237 6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const secret = `secret${who}${Math.random().toString(36).slice(2, 8)}`;
    const patch = await c.app.inject({
      method: 'PATCH',
      url: '/api/v1/user/update-profile',
      headers: auth,
      payload: { phone, bio: `bio ${secret}` },
    });
    assert.equal(patch.statusCode, 200);
    const create = async (data: object, withImages: boolean) => {
      const form = multipart(
        { product_data: JSON.stringify(data) },
        withImages
          ? [
              { field: 'image', name: 'a.png', type: 'image/png', data: png },
              { field: 'images', name: 'b.png', type: 'image/png', data: png },
            ]
          : [],
      );
      const res = await c.app.inject({
        method: 'POST',
        url: '/api/v1/products/create',
        headers: { ...form.headers, ...auth },
        payload: form.payload,
      });
      assert.equal(res.statusCode, 201, res.body);
      return res.json().data;
    };
    const listing = await create({ name: `Maison de ${who}`, category: 'house', price: 100 }, true);
    const hidden = await create(
      { name: `Brouillon ${secret}`, description: secret, category: 'house', price: 5, status: 'INACTIVE' },
      false,
    );
    parties.push({
      id: user.id,
      email: user.email,
      phone,
      auth,
      listing: { id: listing.id, slug: listing.slug, urls: [listing.image, ...listing.images] },
      hidden: { id: hidden.id, slug: hidden.slug },
      secret,
    });
  }
  const [a, b] = parties as [Party, Party];
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    // Each favours both public listings and receives a message about its own.
    for (const p of [a, b]) {
      await c.app.inject({
        method: 'POST',
        url: `/api/v1/user/favourites/${p.listing.id}`,
        headers: from.auth,
      });
    }
    await c.app.inject({
      method: 'POST',
      url: '/api/v1/user/send-message-to-admin',
      payload: { message: `À propos ${to.secret}`, propertyId: to.listing.id, email: 'visiteur@example.cm' },
    });
  }
});

/** Everything of `victim` an attacker must not change: user row, listings, favourites, messages, image files. */
async function snapshot(victim: Party) {
  const q = (sql: string) => ctx.db.query(sql, [victim.id]);
  return JSON.stringify({
    user: await q('SELECT * FROM users WHERE id = $1'),
    products: await q('SELECT * FROM products WHERE user_id = $1 ORDER BY id'),
    favourites: await q('SELECT * FROM favourites WHERE user_id = $1 ORDER BY product_id'),
    messages: await q('SELECT * FROM messages WHERE recipient_id = $1 ORDER BY id'),
    files: victim.listing.urls.map((u) =>
      existsSync(path.join(ctx.dataDir, u.replace(/^\/uploads\//, 'uploads/'))),
    ),
  });
}

type Action = (attacker: Party, victim: Party) => Promise<number>;
const inject = (opts: InjectOptions) => ctx.app.inject(opts);
/** Answers must never carry the other party's private data (e-mail, phone, hidden listing's secret). */
function assertNoLeak(body: string, victim: Party, label: string) {
  for (const needle of [victim.email, victim.phone, victim.secret]) {
    assert.ok(!body.includes(needle), `${label} leaked ${needle}: ${body.slice(0, 300)}`);
  }
}
const ACTIONS: Record<string, Action> = {
  'PUT the other listing (JSON)': async (a, v) => {
    const res = await inject({
      method: 'PUT',
      url: `/api/v1/products/${v.listing.id}`,
      headers: a.auth,
      payload: { name: 'Volée', status: 'INACTIVE', price: 1, image: null, images: [] },
    });
    assert.equal(res.statusCode, 403);
    return 1;
  },
  'PUT the other listing (multipart, new image)': async (a, v) => {
    const form = multipart({ product_data: JSON.stringify({ name: 'Volée' }) }, [
      { field: 'image', name: 'x.png', type: 'image/png', data: await pngImage(8, 8) },
    ]);
    const res = await inject({
      method: 'PUT',
      url: `/api/v1/products/${v.listing.id}`,
      headers: { ...form.headers, ...a.auth },
      payload: form.payload,
    });
    assert.equal(res.statusCode, 403);
    return 1;
  },
  'PUT the other hidden listing': async (a, v) => {
    const res = await inject({
      method: 'PUT',
      url: `/api/v1/products/${v.hidden.id}`,
      headers: a.auth,
      payload: { status: 'ACTIVE' },
    });
    assert.equal(res.statusCode, 403);
    assertNoLeak(res.body, v, 'PUT hidden');
    return 1;
  },
  'DELETE the other listings': async (a, v) => {
    for (const id of [v.listing.id, v.hidden.id]) {
      const res = await inject({ method: 'DELETE', url: `/api/v1/products/${id}`, headers: a.auth });
      assert.equal(res.statusCode, 403);
    }
    return 2;
  },
  'claim the other images on my listing': async (a, v) => {
    const res = await inject({
      method: 'PUT',
      url: `/api/v1/products/${a.listing.id}`,
      headers: a.auth,
      payload: { image: v.listing.urls[0], images: v.listing.urls },
    });
    assert.equal(res.statusCode, 200);
    const body = res.json().data;
    for (const url of v.listing.urls) {
      const id = /products\/([0-9a-f-]{36})-/.exec(url)?.[1] ?? '?';
      assert.ok(!JSON.stringify(body.media).includes(id), 'took the images');
    }
    return 1;
  },
  'remove the other favourites': async (a, v) => {
    let n = 0;
    for (const id of [v.listing.id, a.listing.id]) {
      const res = await inject({ method: 'DELETE', url: `/api/v1/user/favourites/${id}`, headers: a.auth });
      assert.ok([200, 404].includes(res.statusCode));
      n++;
    }
    return n;
  },
  'favourite the other hidden listing': async (a, v) => {
    const res = await inject({
      method: 'POST',
      url: `/api/v1/user/favourites/${v.hidden.id}`,
      headers: a.auth,
    });
    assert.equal(res.statusCode, 404);
    return 1;
  },
  'favourite the other public listing': async (a, v) => {
    const res = await inject({
      method: 'POST',
      url: `/api/v1/user/favourites/${v.listing.id}`,
      headers: a.auth,
    });
    assert.equal(res.statusCode, 201);
    return 1;
  },
  'update my profile with the other id or e-mail': async (a, v) => {
    const res = await inject({
      method: 'PATCH',
      url: '/api/v1/user/update-profile',
      headers: a.auth,
      payload: {
        id: v.id,
        userId: v.id,
        user_id: v.id,
        email: v.email,
        firstname: 'Pirate',
        currentPassword: PASSWORD,
      },
    });
    // Taken (409), or refused once the attacker's e-mail changes for the hour are spent (429).
    assert.ok([409, 429].includes(res.statusCode), `${res.statusCode}`);
    const mine = await inject({
      method: 'PATCH',
      url: '/api/v1/user/update-profile',
      headers: a.auth,
      payload: { id: v.id, firstname: `Moi${Date.now() % 1000}` },
    });
    assert.equal(mine.statusCode, 200);
    assert.equal(mine.json().data.id, a.id);
    return 2;
  },
  'read messages, favourites, my listings and my profile': async (a, v) => {
    let n = 0;
    for (const url of [
      '/api/v1/user/messages?limit=50',
      '/api/v1/user/favourites',
      '/api/v1/products/mine?limit=50',
      '/api/v1/user/user-profile',
    ]) {
      const res = await inject({ method: 'GET', url, headers: a.auth });
      assert.equal(res.statusCode, 200);
      assertNoLeak(res.body, v, url);
      n++;
    }
    const mine = await inject({ method: 'GET', url: '/api/v1/products/mine?limit=50', headers: a.auth });
    for (const p of mine.json().data as { user_id: string }[]) assert.equal(p.user_id, a.id);
    return n + 1;
  },
  'read the other hidden listing and profile through public routes': async (a, v) => {
    const urls = [
      `/api/v1/products/public/details/${v.hidden.slug}`,
      `/api/v1/products/public/by-id/${v.hidden.id}`,
      `/api/v1/products/public/search?query=${v.secret}`,
      `/api/v1/products/public/details/${v.listing.slug}`,
      `/api/v1/products?limit=50`,
      `/api/v1/user/user/resend-verification-email/${v.id}`,
    ];
    for (const url of urls) {
      const res = await inject({ method: 'GET', url, headers: a.auth });
      assert.ok(res.statusCode < 500, url);
      assertNoLeak(res.body, v, url);
    }
    return urls.length;
  },
};

test('neither user can read the private data of, change or delete anything of the other', async () => {
  let requests = 0;
  let actions = 0;
  const names = Object.keys(ACTIONS);
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.tuple(fc.constantFrom(...names), fc.boolean()), { minLength: 1, maxLength: 5 }),
      async (plan) => {
        for (const [name, flip] of plan) {
          const [attacker, victim] = (flip ? [parties[1], parties[0]] : [parties[0], parties[1]]) as [
            Party,
            Party,
          ];
          const before = await snapshot(victim);
          requests += await (ACTIONS[name] as Action)(attacker, victim);
          actions++;
          assert.equal(await snapshot(victim), before, `${name} changed the other's data`);
        }
      },
    ),
    { numRuns: 30, includeErrorInReport: true },
  );
  console.log(
    `# authorization: ${actions} attacker actions, ${requests} requests, the victim unchanged after each`,
  );
});
