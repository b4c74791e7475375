import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO_AGENTS } from '../../src/seed/demo-agents.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { login, outbox, setupTestApp, signedIn } from '../helper.js';

const ctx = setupTestApp({}, async (c) => {
  await seedDemo(c.app);
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

interface AgentAnswer {
  slug: string;
  name: string;
  photo: string | null;
  specialty: string;
  cities: string[];
  location: string;
  languages: string[];
  experience: number;
  presentation: string;
  phone: string | null;
  verified: boolean;
  listings: number;
  memberSince: string;
}

test('GET /agents: the eight seeded agents in their seeded order, each with listings, photo and verified flag', async () => {
  const res = await get('/api/v1/agents');
  assert.equal(res.statusCode, 200);
  const agents = res.json().data as AgentAnswer[];
  assert.deepEqual(
    agents.map((a) => a.name),
    DEMO_AGENTS.map((a) => `${a.firstName} ${a.lastName}`),
  );
  for (const [index, agent] of agents.entries()) {
    const demo = DEMO_AGENTS[index]!;
    assert.equal(agent.specialty, demo.specialty);
    assert.equal(agent.location, demo.cities[0]);
    assert.deepEqual(agent.languages, demo.languages);
    assert.equal(agent.experience, demo.experience);
    assert.equal(agent.verified, demo.verified);
    assert.equal(agent.phone, demo.showPhone ? demo.phone : null);
    assert.ok(agent.listings >= 1, `${agent.name} has listings`);
    assert.ok(!('email' in agent));
    const photo = await get(agent.photo!);
    assert.equal(photo.statusCode, 200);
    assert.equal(photo.headers['content-type'], 'image/webp');
  }
  assert.equal(agents[7]!.slug, 'aicha-bello');

  const land = (await get('/api/v1/agents?specialty=land')).json().data as AgentAnswer[];
  assert.deepEqual(
    land.map((a) => a.slug),
    ['herve-tchoumi'],
  );
  const douala = (await get('/api/v1/agents?city=douala')).json().data as AgentAnswer[];
  assert.deepEqual(
    douala.map((a) => a.slug),
    ['jean-paul-mbarga', 'marc-ndjock'],
  );
  const byName = (await get('/api/v1/agents?query=aicha')).json().data as AgentAnswer[];
  assert.deepEqual(
    byName.map((a) => a.slug),
    ['aicha-bello'],
  );
  assert.equal((await get('/api/v1/agents?specialty=plombier')).statusCode, 400);
});

test('GET /agents/:slug: the agent and their active public listings; 404 for an unknown slug', async () => {
  const res = await get('/api/v1/agents/ibrahim-oumarou');
  assert.equal(res.statusCode, 200);
  const agent = res.json().data as AgentAnswer & {
    products: { slug: string; status: string; user_id: string; owner_verified: boolean }[];
  };
  assert.equal(agent.name, 'Ibrahim Oumarou');
  assert.equal(agent.products.length, agent.listings);
  assert.ok(agent.products.length >= 1);
  for (const product of agent.products) {
    assert.equal(product.status, 'ACTIVE');
    assert.equal(product.owner_verified, true);
    const details = await get(`/api/v1/products/public/details/${product.slug}`);
    assert.deepEqual(details.json().data.publisher, {
      name: 'Ibrahim Oumarou',
      agentSlug: 'ibrahim-oumarou',
      memberSince: agent.memberSince,
      // No seeded visit with this agent: no rating to show.
      rating: null,
    });
  }
  const missing = await get('/api/v1/agents/personne-inconnue');
  assert.equal(missing.statusCode, 404);
  assert.equal(missing.json().statusCode, 'NOT_FOUND');
  assert.equal((await get('/api/v1/agents/NOT%20A%20SLUG')).statusCode, 400);
});

test("'Publié par' of a private owner's listing is their first name only, with the month they joined", async () => {
  const search = (await get('/api/v1/products/public/search?limit=50')).json().data as {
    slug: string;
    contact_phone: string | null;
  }[];
  const owners = await Promise.all(
    search.map(async (p) => (await get(`/api/v1/products/public/details/${p.slug}`)).json().data.publisher),
  );
  const joseph = owners.find((p) => p.name === 'Joseph');
  assert.ok(joseph, 'the private owner publishes under his first name');
  assert.equal(joseph.agentSlug, null);
  assert.match(joseph.memberSince, /^\d{4}-\d{2}-\d{2}T/);
  assert.ok(!owners.some((p) => p.name.includes('Mbarga') && p.agentSlug === null));
});

test('POST /agents/:slug/contact stores a message in the agent’s Messages and e-mails the agent', async () => {
  const marker = `agent-test-${Date.now()}`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/agents/brenda-ebai/contact',
    payload: {
      name: 'Fadimatou Hamadou',
      email: 'fadimatou@example.cm',
      message: `Une maison à Kribi ? ${marker}`,
    },
  });
  assert.equal(res.statusCode, 201);
  assert.equal(res.json().data.sent, true);
  const mails = outbox(ctx.dataDir).filter((mail) => mail.includes(marker));
  assert.ok(mails.some((mail) => mail.includes('To: brenda.ebai@agents.immo237.cm')));
  assert.ok(mails.some((mail) => mail.includes(ctx.config.adminEmail)));
  assert.ok(mails[0]!.includes("Message pour l'agent Brenda Ebai (Propriétés à la plage, Kribi) :"));
  assert.ok(mails[0]!.includes('De : Fadimatou Hamadou <fadimatou@example.cm>'));

  // The agent reads it in 'Messages' (GET /user/messages): sign in as the seeded agent with a known password.
  const agent = await ctx.db.one<{ id: string }>(
    "SELECT id FROM users WHERE email = 'brenda.ebai@agents.immo237.cm'",
  );
  const { hashPassword } = await import('../../src/lib/passwords.js');
  await ctx.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
    agent!.id,
    await hashPassword('Motdepasse1'),
  ]);
  const session = await login(ctx.app, 'brenda.ebai@agents.immo237.cm');
  const inbox = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/user/messages',
    headers: { authorization: `Bearer ${session.accessToken.token}` },
  });
  const message = (inbox.json().data as { message: string; email: string; name: string }[]).find((m) =>
    m.message.includes(marker),
  );
  assert.ok(message);
  assert.equal(message.email, 'fadimatou@example.cm');
  assert.equal(message.name, 'Fadimatou Hamadou');

  const invalid = [
    { name: '', email: 'a@b.cm', message: 'Bonjour' },
    { name: 'A', email: 'pas-un-email', message: 'Bonjour' },
    { name: 'A', email: 'a@b.cm', message: '   ' },
    { name: 'A', email: 'a@b.cm' },
  ];
  for (const payload of invalid) {
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/v1/agents/brenda-ebai/contact', payload });
    assert.equal(bad.statusCode, 400, JSON.stringify(payload));
  }
  const unknown = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/agents/personne/contact',
    payload: { name: 'A', email: 'a@b.cm', message: 'Bonjour' },
  });
  assert.equal(unknown.statusCode, 404);
});

test("PUT /user/agent-profile declares 'Je suis agent immobilier', updates it, validates it and withdraws it", async () => {
  const { auth } = await signedIn(ctx.app);
  const profile = {
    specialty: 'furnished',
    cities: ['Douala', 'Limbé'],
    languages: ['fr', 'en'],
    experience: 4,
    presentation: 'Meublés à Bonamoussadi.',
    showPhone: false,
    photo: '',
  };
  assert.equal(
    (await ctx.app.inject({ method: 'PUT', url: '/api/v1/user/agent-profile', payload: profile })).statusCode,
    401,
  );
  const mine0 = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/agent-profile', headers: auth });
  assert.equal(mine0.json().data, null);

  const created = await ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/user/agent-profile',
    headers: auth,
    payload: profile,
  });
  assert.equal(created.statusCode, 201);
  const slug = created.json().data.slug as string;
  // The helper signs up 'Aïcha Mbarga': a free slug of her name.
  assert.match(slug, /^aicha-mbarga(-\d+)?$/);
  assert.equal(created.json().data.photo, null);

  const updated = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/v1/user/agent-profile',
    headers: auth,
    payload: { ...profile, experience: 5, photo: '/uploads/agents/x.webp' },
  });
  assert.equal(updated.statusCode, 200);
  assert.equal(updated.json().data.slug, slug);
  assert.equal(updated.json().data.experience, 5);
  const page = await get(`/api/v1/agents/${slug}`);
  assert.equal(page.json().data.name, 'Aïcha Mbarga');
  assert.deepEqual(page.json().data.products, []);
  assert.ok(((await get('/api/v1/agents')).json().data as AgentAnswer[]).some((a) => a.slug === slug));

  const invalid = [
    { ...profile, specialty: 'all' },
    { ...profile, cities: [] },
    { ...profile, languages: ['klingon'] },
    { ...profile, experience: -1 },
    { ...profile, experience: 71 },
    { ...profile, presentation: 'x'.repeat(1001) },
    { ...profile, photo: 'javascript:alert(1)' },
    { ...profile, photo: 'http://example.com/a.jpg' },
    { ...profile, cities: ['<script>'] },
  ];
  for (const payload of invalid) {
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user/agent-profile',
      headers: auth,
      payload,
    });
    assert.equal(bad.statusCode, 400, JSON.stringify(payload));
    assert.equal(bad.json().statusCode, 'VALIDATION_ERROR');
  }

  const withdrawn = await ctx.app.inject({
    method: 'DELETE',
    url: '/api/v1/user/agent-profile',
    headers: auth,
  });
  assert.equal(withdrawn.statusCode, 200);
  assert.equal((await get(`/api/v1/agents/${slug}`)).statusCode, 404);
  const again = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/user/agent-profile', headers: auth });
  assert.equal(again.statusCode, 404);
});
