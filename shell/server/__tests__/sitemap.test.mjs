import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { createSitemap } from '../sitemap.mjs';

describe('sitemap.xml', () => {
  let api;
  let apiUrl;
  let searches = 0;
  let release;
  before(async () => {
    api = createServer((request, response) => {
      if (request.url.startsWith('/api/v1/agents')) {
        response
          .setHeader('content-type', 'application/json')
          .end(JSON.stringify({ data: [{ slug: 'aicha-bello', updatedAt: '2026-11-21T10:00:00Z' }] }));
        return;
      }
      const prices = {
        '/api/v1/prices': {
          cities: [
            { slug: 'douala', figures: 4 },
            { slug: 'garoua', figures: 0 },
          ],
        },
        '/api/v1/prices/douala': {
          computedAt: '2026-11-22T10:00:00Z',
          quartiers: [
            { slug: 'bonapriso', figures: 3 },
            { slug: 'bali', figures: 0 },
          ],
        },
      }[request.url];
      if (prices) {
        response.setHeader('content-type', 'application/json').end(JSON.stringify({ data: prices }));
        return;
      }
      searches += 1;
      // Held until the test lets it answer: the requests that come meanwhile must wait for this one.
      const answer = () =>
        response.setHeader('content-type', 'application/json').end(
          JSON.stringify({
            data: [{ slug: 'villa-a-bonapriso-1', updated_at: '2026-11-20T10:00:00Z' }],
            meta: { total: 1 },
          }),
        );
      if (release) answer();
      else release = answer;
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${api.address().port}`;
  });
  after(() => api.close());

  it('asks the API once for a burst of requests, whatever origins they name', async () => {
    const sitemap = createSitemap(apiUrl, async () => ['/', '/faq']);
    const burst = Promise.all([
      sitemap('https://immo237.cm'),
      sitemap('https://immo237.cm'),
      sitemap('https://evil.example'),
    ]);
    while (!release) await new Promise((resolve) => setImmediate(resolve));
    release();
    release = () => undefined;
    const [first, second, other] = await burst;
    assert.equal(searches, 1);
    assert.equal(first, second);
    assert.match(first, /<loc>https:\/\/immo237\.cm\/details\/villa-a-bonapriso-1<\/loc>/);
    assert.match(first, /<loc>https:\/\/immo237\.cm\/faq<\/loc>/);
    // Each page in both languages, each naming the other.
    assert.match(first, /<loc>https:\/\/immo237\.cm\/en\/details\/villa-a-bonapriso-1<\/loc>/);
    assert.match(
      first,
      /<loc>https:\/\/immo237\.cm\/faq<\/loc><xhtml:link rel="alternate" hreflang="fr" href="https:\/\/immo237\.cm\/faq"\/><xhtml:link rel="alternate" hreflang="en" href="https:\/\/immo237\.cm\/en\/faq"\/>/,
    );
    // Every agent's page too, with its last change.
    assert.match(
      first,
      /<loc>https:\/\/immo237\.cm\/agents\/aicha-bello<\/loc><lastmod>2026-11-21T10:00:00\.000Z/,
    );
    // The price pages of the cities and quartiers with figures to show, none of the others.
    assert.match(first, /<loc>https:\/\/immo237\.cm\/prix\/douala<\/loc><lastmod>2026-11-22T10:00:00\.000Z/);
    assert.match(first, /<loc>https:\/\/immo237\.cm\/prix\/douala\/bonapriso<\/loc>/);
    assert.doesNotMatch(first, /prix\/garoua|prix\/douala\/bali/);
    assert.match(other, /<loc>https:\/\/evil\.example\/faq<\/loc>/);
    // Kept ten minutes: another origin is written from the same list, the API is not asked again.
    await sitemap('https://www.immo237.cm');
    assert.equal(searches, 1);
  });
});
