import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setupTestApp, uniqueEmail } from '../helper.js';

const ctx = setupTestApp({ rateLimits: { login: 10, signup: 10, reset: 5, messages: 6, windowMs: 60_000 } });

const notify = (payload: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/notify', payload });

test('POST /api/v1/notify records one request per e-mail and topic', async () => {
  const email = uniqueEmail();
  const first = await notify({ email, topic: 'sales' });
  assert.equal(first.statusCode, 201);
  assert.equal(first.json().statusCode, 'CREATED_SUCCESSFULLY');
  assert.deepEqual(first.json().data, { topic: 'sales', registered: true });
  // Asking again (other case) gives the same answer and no second row.
  const again = await notify({ email: email.toUpperCase(), topic: 'sales' });
  assert.equal(again.statusCode, 201);
  const rows = await ctx.db.query<{ topic: string }>(
    'SELECT topic FROM notify_requests WHERE lower(email) = lower($1)',
    [email],
  );
  assert.deepEqual(
    rows.map((row) => row.topic),
    ['sales'],
  );
});

test('POST /api/v1/notify refuses a bad e-mail or topic with 400', async () => {
  const badEmail = await notify({ email: 'pas-un-email', topic: 'sales' });
  assert.equal(badEmail.statusCode, 400);
  const badTopic = await notify({ email: uniqueEmail(), topic: 'invoices' });
  assert.equal(badTopic.statusCode, 400);
});

// Runs last: the four calls above and these share the file's quota of 6 a minute.
test('POST /api/v1/notify is rate limited like messages', async () => {
  let last = await notify({ email: uniqueEmail(), topic: 'discussions' });
  for (let i = 0; i < 3; i += 1) last = await notify({ email: uniqueEmail(), topic: 'discussions' });
  assert.equal(last.statusCode, 429);
  assert.equal(last.json().statusCode, 'TOO_MANY_REQUESTS');
});
