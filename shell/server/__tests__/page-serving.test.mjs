// The shell's server in front of its renderer: addresses ('//…' paths, canonical and Open Graph addresses from
// PUBLIC_URL), what the render cache keeps (its key, the header's two variants, unknown parameters) and what it
// refuses (renders per client address, pages while its event loop lags).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { createAppServer } from '../../../scripts/serve-app.mjs';

// A server build whose renderer counts its renders and writes what it was asked for into the page.
const fakeRenderer = `
exports.createRenderer = async () => ({
  render: async ({ url, language, origin, sessionHint, dataSaver }) => {
    globalThis.__immo237ServingRenders = (globalThis.__immo237ServingRenders ?? 0) + 1;
    globalThis.__immo237ServingOrigins = [...(globalThis.__immo237ServingOrigins ?? []), origin];
    await new Promise((resolve) => setTimeout(resolve, 5));
    const account = sessionHint ? '<span data-account-placeholder></span>' : '<a href="/login">Connexion</a>';
    const saver = dataSaver ? '<p data-light></p>' : '';
    return { status: 200, html: '<header>' + account + '</header><main><h1>' + language + ' ' + url + '</h1>' + saver + '</main>',
      styles: '', meta: { title: 'Page', description: 'Une page', indexable: true }, head: null,
      leftToBrowser: [], data: null };
  },
});
`;

const renders = () => globalThis.__immo237ServingRenders ?? 0;

describe("the shell's server and its pages", () => {
  let api;
  let apiUrl;
  let dist;
  const servers = [];

  before(async () => {
    // The API's catalogue version: the render cache keeps pages only while it knows it.
    api = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ statusCode: 'READ_SUCCESSFULLY', data: { version: '1' } }));
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${api.address().port}`;
    dist = mkdtempSync(path.join(tmpdir(), 'immo237-shell-serving-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang=fr><head><meta charset=utf-8><title>Immo237</title></head>' +
        '<body><div id=root></div></body></html>',
    );
    writeFileSync(path.join(dist, 'remotes.json'), '{}');
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'server', 'main.js'), fakeRenderer);
  });
  after(async () => {
    for (const server of servers) await server.close();
    await new Promise((resolve) => api.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  /** A shell server on the fake build, its render cache ready (it has asked the API's version). */
  const shell = async (env = {}, options = {}) => {
    const { server } = await createAppServer('shell', {
      distDir: dist,
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://immo237.cm', ...env },
      apiUrl,
      ...options,
    });
    servers.push(server);
    await server.ready();
    // The cache's first look at the API's version is under way: a kept page is the sign it has answered.
    // (From addresses of their own, so the warm-up counts against no test's client.)
    for (let i = 0; i < 200; i += 1) {
      const url = `/ready-${servers.length}`;
      await page(server, url, {}, `192.0.2.${100 + (i % 100)}`);
      if ((await page(server, url, {}, '192.0.2.99')).headers['x-immo237-render'] === 'cache') break;
      await sleep(10);
    }
    return server;
  };
  const page = (server, url, headers = {}, remoteAddress = '203.0.113.7') =>
    server.inject({ url, headers: { accept: 'text/html', ...headers }, remoteAddress });
  const head = (body, property) =>
    new RegExp(`<(?:link rel|meta property)="${property}" (?:href|content)="([^"]*)"`).exec(body)?.[1];

  describe('addresses', () => {
    let server;
    before(async () => {
      server = await shell();
    });

    it("sends an address starting with '//' to its single-slash form on this site, never to another host", async () => {
      for (const [url, location] of [
        ['//example.net/details/villa-a-kribi', '/example.net/details/villa-a-kribi'],
        ['//example.net', '/example.net'],
        ['///example.net/', '/example.net/'],
      ]) {
        const answer = await page(server, url);
        assert.equal(answer.statusCode, 301, url);
        assert.equal(answer.headers.location, location, url);
      }
      // A backslash, as a client sends it on the wire (the test's injection would read it as '//' and a host).
      const listening = await shell();
      await listening.listen({ port: 0, host: '127.0.0.1' });
      const answer = await new Promise((resolve, reject) => {
        const request = httpGet(
          { host: '127.0.0.1', port: listening.server.address().port, path: '/\\example.net/louer?page=2' },
          resolve,
        );
        request.on('error', reject);
      });
      answer.resume();
      assert.equal(answer.statusCode, 301);
      assert.equal(answer.headers.location, '/example.net/louer?page=2');
    });

    it('writes canonical and og:url from PUBLIC_URL and the path, and gives the renderer that origin', async () => {
      const before = globalThis.__immo237ServingOrigins?.length ?? 0;
      const answer = await page(server, '/louer?page=2', {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
      });
      assert.equal(answer.statusCode, 200);
      assert.equal(head(answer.body, 'canonical'), 'https://immo237.cm/louer');
      assert.equal(head(answer.body, 'og:url'), 'https://immo237.cm/louer');
      assert.doesNotMatch(answer.body, /evil\.example/);
      assert.deepEqual(globalThis.__immo237ServingOrigins.slice(before), ['https://immo237.cm']);
      // The browser learns the same origin from the page (its share links and structured data).
      assert.match(
        answer.body,
        /<script id="immo237-settings" type="application\/json">[^<]*"origin":"https:\/\/immo237\.cm"/,
      );
    });
  });

  describe('a page in two languages', () => {
    let server;
    before(async () => {
      server = await shell();
    });

    it('names itself canonical and both languages as alternates, French the default', async () => {
      const alternate = (body, lang) =>
        new RegExp(`<link rel="alternate" hreflang="${lang}" href="([^"]*)"`).exec(body)?.[1];
      for (const [path, canonical] of [
        ['/louer?page=2', 'https://immo237.cm/louer'],
        ['/en/louer?page=2', 'https://immo237.cm/en/louer'],
      ]) {
        const answer = await page(server, path);
        assert.equal(head(answer.body, 'canonical'), canonical);
        assert.equal(alternate(answer.body, 'fr'), 'https://immo237.cm/louer');
        assert.equal(alternate(answer.body, 'en'), 'https://immo237.cm/en/louer');
        assert.equal(alternate(answer.body, 'x-default'), 'https://immo237.cm/louer');
      }
      const home = await page(server, '/en');
      assert.match(home.body, /<html lang="en">/);
      assert.equal(head(home.body, 'canonical'), 'https://immo237.cm/en');
      assert.equal(alternate(home.body, 'fr'), 'https://immo237.cm/');
    });
  });

  describe('the render cache', () => {
    let server;
    before(async () => {
      server = await shell();
    });

    it('keeps a page by address, language and public origin: a second visitor gets the kept page', async () => {
      const first = await page(server, '/search?query=douala&page=2');
      assert.equal(first.headers['x-immo237-render'], 'server');
      const again = await page(server, '/search?query=douala&page=2');
      assert.equal(again.headers['x-immo237-render'], 'cache');
      // The address decides the language: a browser asking for English gets the French page kept for its address…
      const asking = await page(server, '/search?query=douala&page=2', { 'accept-language': 'en' });
      assert.equal(asking.headers['x-immo237-render'], 'cache');
      assert.match(asking.body, /<html lang="fr">/);
      // …and the English page lives at its own address, kept apart.
      const english = await page(server, '/en/search?query=douala&page=2');
      assert.equal(english.headers['x-immo237-render'], 'server');
      assert.match(english.body, /<html lang="en">/);
      assert.match(
        english.body,
        /<h1>en \/en\/search\?query=douala&amp;page=2<\/h1>|<h1>en \/en\/search\?query=douala&page=2<\/h1>/,
      );
      assert.equal(
        (await page(server, '/en/search?query=douala&page=2')).headers['x-immo237-render'],
        'cache',
      );
    });

    it('draws an address with a parameter no page reads, and never keeps it', async () => {
      await page(server, '/acheter');
      assert.equal((await page(server, '/acheter')).headers['x-immo237-render'], 'cache');
      const before = renders();
      for (let i = 0; i < 3; i += 1) {
        const answer = await page(server, `/acheter?x=${i}`);
        assert.equal(answer.statusCode, 200);
        // Drawn for its own address (the page's links carry what the visitor's address holds)…
        assert.equal(answer.headers['x-immo237-render'], 'server');
        assert.match(answer.body, new RegExp(`<h1>fr /acheter\\?x=${i}</h1>`));
      }
      // …and drawn again each time: nothing was kept for them.
      assert.equal((await page(server, '/acheter?x=0')).headers['x-immo237-render'], 'server');
      assert.equal(renders() - before, 4);
      assert.equal((await page(server, '/acheter')).headers['x-immo237-render'], 'cache');
    });

    it('never gives a page drawn for a browser holding a session to one without, nor the reverse', async () => {
      const hinted = { cookie: 'immo237-lang=fr; immo237-session=1' };
      const first = await page(server, '/faq', hinted);
      assert.equal(first.headers['x-immo237-render'], 'server');
      assert.match(first.body, /data-account-placeholder/);
      assert.match(first.body, /<div id="root" data-ssr="fr" data-session="1">/);
      assert.equal((await page(server, '/faq', hinted)).headers['x-immo237-render'], 'cache');
      const anonymous = await page(server, '/faq');
      assert.equal(anonymous.headers['x-immo237-render'], 'server');
      assert.match(anonymous.body, /Connexion/);
      assert.doesNotMatch(anonymous.body, /data-account-placeholder|data-session/);
      const kept = await page(server, '/faq', { cookie: 'immo237-session=0' });
      assert.equal(kept.headers['x-immo237-render'], 'cache');
      assert.match(kept.body, /Connexion/);
      const hintedAgain = await page(server, '/faq', { cookie: 'immo237-session=1' });
      assert.equal(hintedAgain.headers['x-immo237-render'], 'cache');
      assert.match(hintedAgain.body, /data-account-placeholder/);
      assert.equal(anonymous.headers.vary, 'Cookie, Accept-Encoding, Save-Data');
    });

    it("draws pages light for 'Économiseur de données' or Save-Data, and writes the choice with them", async () => {
      const full = await page(server, '/contact');
      assert.doesNotMatch(full.body, /data-light/);
      assert.equal(full.headers['set-cookie'], undefined);
      // The phone asks for less data and nothing was chosen: drawn light, and the cookie comes with the page so
      // the browser hydrates it as drawn.
      const asked = await page(server, '/contact', { 'save-data': 'on' });
      assert.equal(asked.headers['x-immo237-render'], 'server');
      assert.match(asked.body, /data-light/);
      assert.match(
        String(asked.headers['set-cookie']),
        /^immo237-data-saver=1; Path=\/; Max-Age=31536000; SameSite=Lax$/,
      );
      // The same light page is kept for the next one, whichever way it says so.
      const chosen = await page(server, '/contact', { cookie: 'immo237-data-saver=1' });
      assert.equal(chosen.headers['x-immo237-render'], 'cache');
      assert.match(chosen.body, /data-light/);
      assert.equal(chosen.headers['set-cookie'], undefined);
      // A choice made in the browser wins over the header.
      const refused = await page(server, '/contact', { cookie: 'immo237-data-saver=0', 'save-data': 'on' });
      assert.doesNotMatch(refused.body, /data-light/);
      assert.equal(refused.headers['set-cookie'], undefined);
    });
  });

  describe('renders per client address', () => {
    let server;
    before(async () => {
      server = await shell({ SSR_RENDERS_PER_MINUTE: '20' });
    });

    it('refuses a client past its renders with a French 429 and Retry-After; kept pages stay open to it', async () => {
      const client = '198.51.100.4';
      // A page kept beforehand by another visitor.
      await page(server, '/louer', {}, '198.51.100.200');
      let refused;
      for (let i = 0; i < 40 && !refused; i += 1) {
        const answer = await page(server, `/details/annonce-${i}`, {}, client);
        if (answer.statusCode === 429) refused = answer;
        else assert.equal(answer.headers['x-immo237-render'], 'server');
      }
      assert.ok(refused, 'never refused');
      assert.ok(Number(refused.headers['retry-after']) > 0);
      assert.equal(refused.headers['cache-control'], 'no-store');
      assert.match(refused.body, /<html lang="fr">/);
      assert.match(refused.body, /Trop de requêtes/);
      const english = await page(server, '/en/details/autre', {}, client);
      assert.equal(english.statusCode, 429);
      assert.match(english.body, /Too many requests/);
      // Kept pages are never counted nor refused.
      for (let i = 0; i < 30; i += 1) {
        const kept = await page(server, '/louer', {}, client);
        assert.equal(kept.statusCode, 200);
        assert.equal(kept.headers['x-immo237-render'], 'cache');
      }
      // Another address draws as before.
      const other = await page(server, '/details/annonce-0', {}, '198.51.100.5');
      assert.equal(other.statusCode, 200);
    });

    it("counts the visitor a trusted balancer names (TRUST_PROXY), not the balancer's address", async () => {
      const behind = await shell({ SSR_RENDERS_PER_MINUTE: '3', TRUST_PROXY: '10.0.0.1' });
      const via = (visitor, url) => page(behind, url, { 'x-forwarded-for': visitor }, '10.0.0.1');
      for (let i = 0; i < 3; i += 1) assert.equal((await via('192.0.2.1', `/a-${i}`)).statusCode, 200);
      assert.equal((await via('192.0.2.1', '/a-3')).statusCode, 429);
      // Another visitor behind the same balancer.
      assert.equal((await via('192.0.2.2', '/a-4')).statusCode, 200);
    });
  });

  describe('an event loop that lags', () => {
    it('sheds pages with a French 503 and Retry-After, serves files meanwhile, and recovers', async () => {
      const server = await shell(
        { SSR_MAX_EVENT_LOOP_DELAY_MS: '50', SSR_RETRY_AFTER: '7' },
        { pressureSampleMs: 100 },
      );
      // Start from a calm process (a busy machine may lag while the test starts).
      let calm = false;
      for (let i = 0; i < 100 && !calm; i += 1) {
        calm = (await page(server, '/faq')).statusCode === 200;
        if (!calm) await sleep(50);
      }
      assert.ok(calm, 'still shedding after 5 s');
      let shed;
      for (let attempt = 0; attempt < 5 && !shed; attempt += 1) {
        // A request handler stuck on the CPU for 600 ms.
        const end = Date.now() + 600;
        while (Date.now() < end) {
          // blocked
        }
        // The lag is measured at the next sample: wait for it to be seen.
        for (let i = 0; i < 20 && !shed; i += 1) {
          const answer = await page(server, '/faq');
          if (answer.statusCode === 503) shed = answer;
          else await sleep(10);
        }
      }
      assert.ok(shed, 'no 503 after the event loop was blocked');
      assert.equal(shed.headers['retry-after'], '7');
      assert.match(shed.body, /<html lang="fr">/);
      assert.match(shed.body, /Le site est très demandé en ce moment/);
      // What is not a page is not refused: a browser loading a page still gets its files.
      const file = await server.inject({ url: '/index.html' });
      assert.equal(file.statusCode, 200);
      let recovered = false;
      for (let i = 0; i < 100 && !recovered; i += 1) {
        await sleep(50);
        recovered = (await page(server, '/faq')).statusCode === 200;
      }
      assert.ok(recovered, 'still shedding 5 s after the block');
    });
  });

  it('refuses settings it cannot read, naming them', async () => {
    for (const [name, value] of [
      ['SSR_CACHE_MB', '-1'],
      ['SSR_MAX_EVENT_LOOP_DELAY_MS', 'soon'],
      ['SSR_RETRY_AFTER', '0'],
      ['SSR_RENDERS_PER_MINUTE', '1.5'],
    ]) {
      await assert.rejects(
        createAppServer('shell', { distDir: dist, env: { [name]: value }, apiUrl }),
        new RegExp(name),
      );
    }
  });
});
