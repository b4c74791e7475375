import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { addSerializationGuard, SERIALIZATION_MISMATCH } from '../src/lib/serialization-guard.js';

const schema = {
  response: {
    200: {
      type: 'object',
      properties: {
        statusCode: { type: 'string' },
        data: { type: 'object', properties: { id: { type: 'string' }, city: { type: 'string' } } },
      },
    },
  },
};
const answer = { statusCode: 'READ_SUCCESSFULLY', data: { id: 'a', city: null, price: 12 } };

async function appWith(guard: boolean) {
  const app = Fastify({ logger: false });
  if (guard) addSerializationGuard(app);
  app.get('/incomplete', { schema }, async () => answer);
  app.get('/complete', { schema }, async () => ({
    statusCode: 'READ_SUCCESSFULLY',
    data: { id: 'a', city: 'Kribi' },
  }));
  app.get('/bare', async () => answer);
  await app.ready();
  return app;
}

test('without the guard, a response schema silently drops an undeclared field and blanks a null string', async () => {
  const app = await appWith(false);
  const response = await app.inject('/incomplete');
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json(), { statusCode: 'READ_SUCCESSFULLY', data: { id: 'a', city: '' } });
  await app.close();
});

test('the guard turns an answer its schema would change into a 500 naming the field', async () => {
  const app = await appWith(true);
  const stderr = process.stderr.write;
  process.stderr.write = () => true;
  try {
    const response = await app.inject('/incomplete');
    assert.equal(response.statusCode, 500);
    const body = response.json();
    assert.equal(body.statusCode, SERIALIZATION_MISMATCH);
    assert.match(body.message, /GET \/incomplete \(200\): \/data\/city: null was sent as ""/);
  } finally {
    process.stderr.write = stderr;
  }
  const complete = await app.inject('/complete');
  assert.equal(complete.statusCode, 200);
  assert.deepEqual(complete.json().data, { id: 'a', city: 'Kribi' });
  const bare = await app.inject('/bare');
  assert.equal(bare.statusCode, 200);
  assert.deepEqual(bare.json(), answer);
  await app.close();
});

test('the guard reports a dropped field as absent', async () => {
  const app = Fastify({ logger: false });
  addSerializationGuard(app);
  app.get('/', { schema }, async () => ({ statusCode: 'OK', data: { id: 'a', city: 'Buea', price: 3 } }));
  const stderr = process.stderr.write;
  process.stderr.write = () => true;
  try {
    const response = await app.inject('/');
    assert.equal(response.statusCode, 500);
    assert.match(response.json().message, /\/data\/price: 3 was sent as absent/);
  } finally {
    process.stderr.write = stderr;
    await app.close();
  }
});
