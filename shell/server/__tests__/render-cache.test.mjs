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
  cache.set('fr /acheter', 'page');
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
  cache.set('fr /', 'page');
  assert.equal(cache.get('fr /'), undefined);
  await cache.poll();
  cache.set('fr /', 'page');
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
  cache.set('fr /', 'page');
  assert.equal(cache.get('fr /'), undefined);
  assert.equal(asked, 0);
  assert.equal(cache.enabled, false);
});

test('the oldest page goes first when the cache is full', async () => {
  const cache = createRenderCache({
    apiUrl: 'http://api',
    ttlMs: 60_000,
    pollMs: 60_000,
    maxEntries: 2,
    fetch: versions('1'),
  });
  await cache.poll();
  cache.set('a', 1);
  cache.set('b', 2);
  cache.set('c', 3);
  assert.equal(cache.get('a'), undefined);
  assert.equal(cache.get('c'), 3);
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
    cache.set('fr /louer', 'page');
    assert.equal(cache.get('fr /louer'), 'page');
  } finally {
    cache.close();
  }
});
