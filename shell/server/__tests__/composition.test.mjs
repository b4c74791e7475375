import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  browserEntries,
  buildFilesOf,
  createComposition,
  parseRemotesMap,
  routesUrlOf,
} from '../composition.mjs';

const manifest = (remote, routes, slots = {}) => ({ remote, routes, slots });
const route = (path, module, extra = {}) => ({
  path,
  module,
  access: 'public',
  indexable: true,
  sitemap: false,
  api: false,
  ...extra,
});

async function remotesFile(map) {
  const dir = await mkdtemp(path.join(tmpdir(), 'immo237-composition-'));
  const file = path.join(dir, 'remotes.json');
  await writeFile(file, JSON.stringify(map));
  return file;
}

/** A fetch that answers each routes URL from `answers` (a value, an Error to throw, or a status number). */
function fakeFetch(answers) {
  const calls = [];
  const fetch = async (url) => {
    calls.push(url);
    const answer = answers[url];
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'number') return new Response('no', { status: answer });
    if (answer === undefined) throw new Error(`unexpected ${url}`);
    return Response.json(answer);
  };
  return { fetch, calls };
}

test('remotes.json names each remote by its browser manifest, or its browser and server entries', () => {
  const map = parseRemotesMap(
    {
      catalog: 'http://127.0.0.1:3001/mf-manifest.json',
      content: {
        browser: 'http://127.0.0.1:3004/mf-manifest.json',
        server: 'http://127.0.0.1:3004/server/remoteEntry.js',
      },
    },
    {
      REMOTE_CATALOG_URL: 'http://cdn.example/catalog/2/mf-manifest.json',
      REMOTE_CONTENT_SERVER_URL: 'http://127.0.0.1:3999/server/remoteEntry.js',
      REMOTE_ADMIN_URL: 'http://127.0.0.1:3005/mf-manifest.json',
    },
  );
  assert.deepEqual(map, {
    catalog: { browser: 'http://cdn.example/catalog/2/mf-manifest.json' },
    content: {
      browser: 'http://127.0.0.1:3004/mf-manifest.json',
      server: 'http://127.0.0.1:3999/server/remoteEntry.js',
    },
    admin: { browser: 'http://127.0.0.1:3005/mf-manifest.json' },
  });
  assert.throws(() => parseRemotesMap({ catalog: 'file:///etc/passwd' }, {}), /not http/);
  assert.throws(() => parseRemotesMap({ 'Bad Name': 'http://x/mf-manifest.json' }, {}), /not a remote name/);
  assert.throws(() => parseRemotesMap([], {}), /not a map/);
});

test('the site is composed from the routes each remote of the map publishes beside its manifest', async () => {
  const file = await remotesFile({
    catalog: 'http://127.0.0.1:3001/mf-manifest.json',
    content: 'http://127.0.0.1:3004/mf-manifest.json',
  });
  const { fetch } = fakeFetch({
    [routesUrlOf('http://127.0.0.1:3001/mf-manifest.json')]: manifest(
      'catalog',
      [route('/acheter', 'BuyPage', { sitemap: true }), route('/details/:slug', 'PropertyDetailPage')],
      { 'home.featured': 'FeaturedProperties' },
    ),
    'http://127.0.0.1:3004/mf-routes.json': manifest('content', [
      route('/faq', 'FaqPage'),
      route('/acheter', 'Stolen'),
    ]),
  });
  const site = await createComposition({ remotesFile: file, env: {}, fetch }).compose();
  assert.deepEqual(
    site.routes.map((r) => [r.path, r.id]),
    [
      ['/acheter', 'catalog/BuyPage'],
      ['/details/:slug', 'catalog/PropertyDetailPage'],
      // A path already claimed stays with the first remote of the map.
      ['/faq', 'content/FaqPage'],
    ],
  );
  assert.deepEqual(site.slots, { 'home.featured': 'catalog/FeaturedProperties' });
  assert.deepEqual(site.unavailable, []);
  assert.equal(site.routes[0].sitemap, true);
});

test('a remote that cannot answer keeps the routes last read, and is unavailable if none were', async () => {
  const file = await remotesFile({
    catalog: 'http://127.0.0.1:3001/mf-manifest.json',
    content: 'http://127.0.0.1:3004/mf-manifest.json',
  });
  const answers = {
    'http://127.0.0.1:3001/mf-routes.json': manifest('catalog', [route('/acheter', 'BuyPage')]),
    'http://127.0.0.1:3004/mf-routes.json': new Error('ECONNREFUSED'),
  };
  const { fetch, calls } = fakeFetch(answers);
  const composition = createComposition({ remotesFile: file, env: {}, fetch, ttlMs: 0 });
  const first = await composition.compose();
  assert.deepEqual(first.unavailable, ['content']);
  answers['http://127.0.0.1:3001/mf-routes.json'] = 503;
  const second = await composition.compose();
  assert.deepEqual(
    second.routes.map((r) => r.id),
    ['catalog/BuyPage'],
  );
  assert.ok(calls.length >= 4);
});

test('routes are asked again only after their time to live, and a published file must be the remote’s own', async () => {
  const file = await remotesFile({ catalog: 'http://127.0.0.1:3001/mf-manifest.json' });
  const answers = {
    'http://127.0.0.1:3001/mf-routes.json': manifest('auth', [route('/login', 'LoginPage')]),
  };
  const { fetch, calls } = fakeFetch(answers);
  const composition = createComposition({ remotesFile: file, env: {}, fetch, ttlMs: 60_000 });
  assert.deepEqual((await composition.compose()).unavailable, ['catalog']);
  answers['http://127.0.0.1:3001/mf-routes.json'] = manifest('catalog', [route('/acheter', 'BuyPage')]);
  await composition.compose();
  const cachedCalls = calls.length;
  await composition.compose();
  assert.equal(calls.length, cachedCalls);
});

test('a missing or broken remotes.json composes a site of the shell’s own pages', async () => {
  const site = await createComposition({
    remotesFile: '/nonexistent/remotes.json',
    env: {},
    fetch: fakeFetch({}).fetch,
  }).compose();
  assert.deepEqual(site, { remotes: {}, routes: [], slots: {}, unavailable: [] });
});

const buildManifest = (exposes, metaData = {}) => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' }, ...metaData },
  exposes: Object.entries(exposes).map(([name, sync]) => ({ path: `./${name}`, assets: { js: { sync } } })),
});

test("a routed module's browser files are read from its remote's manifest: manifest, entry, chunks", async () => {
  const browser = 'http://127.0.0.1:3004/content/mf-manifest.json';
  const file = await remotesFile({ content: browser });
  const { fetch } = fakeFetch({
    [routesUrlOf(browser)]: manifest('content', [route('/faq', 'FaqPage')], { 'home.news': 'News' }),
    [browser]: buildManifest({ FaqPage: ['3048.1.js', 'expose_FaqPage.2.js'], News: ['news.3.js'] }),
  });
  const { scripts } = await createComposition({ remotesFile: file, env: {}, fetch }).current();
  assert.deepEqual(scripts.get('content/FaqPage'), [
    browser,
    'http://127.0.0.1:3004/content/remoteEntry.js',
    'http://127.0.0.1:3004/content/3048.1.js',
    'http://127.0.0.1:3004/content/expose_FaqPage.2.js',
  ]);
  assert.deepEqual(scripts.get('content/News')?.slice(-1), ['http://127.0.0.1:3004/content/news.3.js']);
});

test("the copies of the packages a routed module starts with that the shell's start-up has not loaded come with its files", async () => {
  const browser = 'http://127.0.0.1:3001/mf-manifest.json';
  const file = await remotesFile({ catalog: browser });
  const published = {
    ...manifest('catalog', [route('/search', 'SearchPage')]),
    modules: {
      SearchPage: {
        shared: {
          react: ['react.1.js'],
          '@immo237/shared/layout': ['layout.2.js'],
          '@immo237/shared/format': ['format.3.js', 'expose.4.js'],
          '@immo237/shared/toast': ['remote-toast.5.js'],
        },
      },
    },
  };
  const { fetch } = fakeFetch({
    [routesUrlOf(browser)]: published,
    [browser]: buildManifest({ SearchPage: ['expose.4.js'] }),
  });
  // The shell's start-up loads React; its copy of the toaster's package loads later.
  const hostShared = new Map([
    ['react', []],
    ['react-dom', []],
    ['@immo237/shared/toast', ['431.toast.js', '889.hot-toast.js']],
  ]);
  const { scripts } = await createComposition({
    remotesFile: file,
    env: {},
    fetch,
    hostShared: () => hostShared,
  }).current();
  assert.deepEqual(scripts.get('catalog/SearchPage'), [
    browser,
    'http://127.0.0.1:3001/remoteEntry.js',
    'http://127.0.0.1:3001/expose.4.js',
    'http://127.0.0.1:3001/layout.2.js',
    'http://127.0.0.1:3001/format.3.js',
    '/431.toast.js',
    '/889.hot-toast.js',
  ]);
  // Without knowing what the shell shares (or from a remote built before modules were published), none is added.
  const unknown = await createComposition({ remotesFile: file, env: {}, fetch }).current();
  assert.deepEqual(unknown.scripts.get('catalog/SearchPage')?.slice(-1), [
    'http://127.0.0.1:3001/expose.4.js',
  ]);
});

test('a fixed public path and an entry in a folder are followed; an unknown module has no files', () => {
  const built = buildManifest(
    { FaqPage: ['a.js'] },
    { publicPath: 'https://cdn.example/content/7/', remoteEntry: { name: 'remoteEntry.js', path: 'entry' } },
  );
  assert.deepEqual(buildFilesOf(built, 'https://cdn.example/content/7/mf-manifest.json', 'FaqPage'), [
    'https://cdn.example/content/7/mf-manifest.json',
    'https://cdn.example/content/7/entry/remoteEntry.js',
    'https://cdn.example/content/7/a.js',
  ]);
  assert.equal(buildFilesOf(built, 'https://cdn.example/content/7/mf-manifest.json', 'Nope'), null);
});

test('a remote whose manifest cannot be read keeps its routes and has no files named', async () => {
  const browser = 'http://127.0.0.1:3004/mf-manifest.json';
  const file = await remotesFile({ content: browser });
  const { fetch } = fakeFetch({
    [routesUrlOf(browser)]: manifest('content', [route('/faq', 'FaqPage')]),
    [browser]: { not: 'a manifest' },
  });
  const { composition, scripts } = await createComposition({ remotesFile: file, env: {}, fetch }).current();
  assert.deepEqual(
    composition.routes.map((r) => r.id),
    ['content/FaqPage'],
  );
  assert.equal(scripts.size, 0);
});

const PIN = `sha256-${'A'.repeat(43)}=`;

test('a server entry is https, or on this machine; its pin is a SHA-256 in base64', () => {
  const remote = (value) => () => parseRemotesMap({ content: value }, {});
  const browser = 'https://cdn.example/content/mf-manifest.json';
  assert.throws(remote({ browser, server: 'http://cdn.example/server/remoteEntry.js' }), /https only/);
  for (const server of [
    'https://cdn.example/server/remoteEntry.js',
    'http://127.0.0.1:3004/server/remoteEntry.js',
    'http://localhost:3004/server/remoteEntry.js',
    'http://[::1]:3004/server/remoteEntry.js',
  ]) {
    assert.equal(remote({ browser, server })().content.server, server);
  }
  const server = 'https://cdn.example/server/remoteEntry.js';
  assert.equal(remote({ browser, server, serverIntegrity: PIN })().content.serverIntegrity, PIN);
  assert.throws(remote({ browser, server, serverIntegrity: 'sha256-short' }), /serverIntegrity/);
  assert.throws(remote({ browser, server, serverIntegrity: `sha1-${'A'.repeat(27)}=` }), /serverIntegrity/);
  assert.throws(remote({ browser, serverIntegrity: PIN }), /pins no server entry/);
  // The environment's server entry is https too, and drops the map's pin (it names other code).
  assert.throws(
    () =>
      parseRemotesMap(
        { content: { browser, server, serverIntegrity: PIN } },
        {
          REMOTE_CONTENT_SERVER_URL: 'http://cdn.example/other/remoteEntry.js',
        },
      ),
    /https only/,
  );
  const moved = parseRemotesMap(
    { content: { browser, server, serverIntegrity: PIN } },
    { REMOTE_CONTENT_SERVER_URL: 'https://cdn.example/other/remoteEntry.js' },
  );
  assert.deepEqual(moved.content, { browser, server: 'https://cdn.example/other/remoteEntry.js' });
  // A new browser manifest keeps the server entry and its pin.
  const browserMoved = parseRemotesMap(
    { content: { browser, server, serverIntegrity: PIN } },
    { REMOTE_CONTENT_URL: 'https://cdn.example/content/8/mf-manifest.json' },
  );
  assert.equal(browserMoved.content.serverIntegrity, PIN);
});

test("the browser's copy of the map names the browser entries only", () => {
  assert.deepEqual(
    browserEntries({
      content: {
        browser: 'https://a.example/mf-manifest.json',
        server: 'https://a.example/s.js',
        serverIntegrity: PIN,
      },
      admin: { browser: 'https://b.example/mf-manifest.json' },
    }),
    {
      content: { browser: 'https://a.example/mf-manifest.json' },
      admin: { browser: 'https://b.example/mf-manifest.json' },
    },
  );
});
