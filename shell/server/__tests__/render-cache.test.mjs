import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRenderCache } from '../render-cache.mjs';

function versions(...answers) {
  const queue = [...answers];
  return async () => {
    const next = queue.length > 1 ? queue.shift() : queue[0];
    if (next instanceof Error) throw next;
    return Response.json({ statusCode: 'READ_SUCCESSFULLY', data: { version: next } });
  };
}

test('a page is kept while the catalogue is unchanged, dropped when a listing changes', async () => {
  const cache = createRenderCache({
    apiUrl: 'http://api',
    ttlMs: 60_000,
    pollMs: 60_000,
    fetch: versions('1', '1', '1', '2'),
  });
  // The cache asks once as it starts, then every pollMs (here: when the test says).
  await cache.poll();
  cache.set('fr /acheter', 'page', 10);
  assert.equal(cache.get('fr /acheter'), 'page');
  await cache.poll();
  assert.equal(cache.get('fr /acheter'), 'page');
  await cache.poll();
  assert.equal(cache.get('fr /acheter'), undefined);
  cache.close();
});

test('nothing is kept while the API cannot say its version, nor after the time to live', async () => {
  const cache = createRenderCache({
    apiUrl: 'http://api',
    ttlMs: 30,
    pollMs: 60_000,
    fetch: versions(new Error('down'), new Error('down'), '5'),
  });
  await cache.poll();
  cache.set('fr /', 'page', 10);
  assert.equal(cache.get('fr /'), undefined);
  await cache.poll();
  cache.set('fr /', 'page', 10);
  assert.equal(cache.get('fr /'), 'page');
  await new Promise((resolve) => setTimeout(resolve, 40));
  assert.equal(cache.get('fr /'), undefined);
  cache.close();
});

test('a cache of 0 ms keeps nothing and asks nothing', async () => {
  let asked = 0;
  const cache = createRenderCache({
    apiUrl: 'http://api',
    ttlMs: 0,
    fetch: async () => {
      asked += 1;
      return Response.json({ data: { version: '1' } });
    },
  });
  cache.set('fr /', 'page', 10);
  assert.equal(cache.get('fr /'), undefined);
  assert.equal(asked, 0);
  assert.equal(cache.enabled, false);
});

test('the page read least recently goes first when the pages outgrow their memory', async () => {
  const cache = createRenderCache({
    apiUrl: 'http://api',
    ttlMs: 60_000,
    pollMs: 60_000,
    maxBytes: 300,
    fetch: versions('1'),
  });
  await cache.poll();
  cache.set('a', 1, 100);
  cache.set('b', 2, 100);
  cache.set('c', 3, 100);
  // 'a' is read again: 'b' is now the one read least recently.
  assert.equal(cache.get('a'), 1);
  cache.set('d', 4, 100);
  assert.equal(cache.get('b'), undefined);
  assert.equal(cache.get('a'), 1);
  assert.equal(cache.get('c'), 3);
  assert.equal(cache.get('d'), 4);
  assert.deepEqual(cache.stats(), { entries: 3, bytes: 300 });
  // A large page makes room for itself by dropping as many as needed; one larger than the bound is not kept.
  cache.set('e', 5, 250);
  assert.deepEqual(cache.stats(), { entries: 1, bytes: 250 });
  cache.set('f', 6, 301);
  assert.equal(cache.get('f'), undefined);
  assert.equal(cache.get('e'), 5);
  cache.close();
});

test('a slow answer of the version still counts: an API busy with a burst is not an API that cannot say', async () => {
  const cache = createRenderCache({
    apiUrl: 'http://api',
    ttlMs: 60_000,
    pollMs: 1000,
    fetch: (_url, { signal }) =>
      new Promise((resolve, reject) => {
        const answer = () =>
          resolve(Response.json({ statusCode: 'READ_SUCCESSFULLY', data: { version: '7' } }));
        const timer = setTimeout(answer, 1200);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new Error('aborted'));
        });
      }),
  });
  try {
    await cache.poll();
    cache.set('fr /louer', 'page', 10);
    assert.equal(cache.get('fr /louer'), 'page');
  } finally {
    cache.close();
  }
});
