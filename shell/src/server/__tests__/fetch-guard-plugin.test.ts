/**
 * @jest-environment node
 */
// docs/SECURITY.md, "Server code from the remotes": the shell's server loads remote code only from the origins of
// the server entries of remotes.json, never runs a non-2xx answer, and gives up on a fetch after its timeout.
// A real HTTP server stands for a remote; 'localhost' and '127.0.0.1' reach the same server under two origins, so
// a refusal can only come from the origin check.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { getInstance, registerPlugins, loadRemote } from '@module-federation/enhanced/runtime';
import type { Composition } from '@immo237/shared/routes';
import { fetchGuardPlugin, integrityOf } from '../fetch-guard-plugin';
import { createServerRemotes } from '../server-remotes';

jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('../../test/federation-runtime').runtimeMock(),
);

type Guard = Required<Pick<ModuleFederationRuntimePlugin, 'fetch' | 'loadEntry'>>;

// Generous for a cold fetch on a loaded machine; the timeout test uses a short one.
const TIMEOUT_MS = 1500;
const SHORT_MS = 200;
// The code runs in Node's own context (vm), not in Jest's: it tells that it ran through the require it is given.
const code = (name: string) => `require('ran ${name}'); module.exports = { content: { name: '${name}' } };`;
let ran: string[] = [];
let server: Server;
let origin: string;
const pending = new Set<() => void>();

beforeAll(async () => {
  // Node's require, as the bundle gives the plugin (__non_webpack_require__): here, a witness.
  (globalThis as Record<string, unknown>).__non_webpack_require__ = (id: string) => void ran.push(id);
  server = createServer((request, response) => {
    if (request.url === '/server/remoteEntry.js' || request.url === '/server/chunk.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(code(request.url));
    } else if (request.url === '/server/moved.js') {
      // A redirect to code on the same, allowed origin: still refused (the answer would choose the code).
      response.writeHead(302, { location: '/server/remoteEntry.js' }).end();
    } else if (request.url === '/server/slow.js') {
      // Never answers (until the test ends).
      pending.add(() => response.end());
    } else {
      // A 404 page whose body is valid JavaScript: it must never run.
      response.writeHead(404, { 'content-type': 'text/javascript' }).end(code('404 page'));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const end of pending) end();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  ran = [];
});

const guard = (timeoutMs = TIMEOUT_MS, pins: Record<string, string> = {}) =>
  fetchGuardPlugin({
    allowedOrigins: () => new Set([origin]),
    integrityOf: (entry) => pins[entry],
    timeoutMs,
  }) as Guard;
const otherOrigin = () => origin.replace('127.0.0.1', 'localhost');
const loadEntry = (plugin: Guard, entry: string) =>
  plugin.loadEntry({ remoteInfo: { entry, entryGlobalName: 'content' } } as never);

it('fetches and runs server code from an origin of remotes.json', async () => {
  const response = (await guard().fetch(`${origin}/server/chunk.js`, {})) as Response;
  expect(response.status).toBe(200);
  expect(await loadEntry(guard(), `${origin}/server/remoteEntry.js`)).toEqual({
    name: '/server/remoteEntry.js',
  });
  expect(ran).toEqual(['ran /server/remoteEntry.js']);
});

it('refuses a chunk or an entry on any other origin, before any request', async () => {
  let requests = 0;
  const count = () => void requests++;
  server.on('request', count);
  try {
    await expect(guard().fetch(`${otherOrigin()}/server/chunk.js`, {})).rejects.toThrow(
      /only loaded from the origins of remotes.json/,
    );
    await expect(loadEntry(guard(), `${otherOrigin()}/server/remoteEntry.js`)).rejects.toThrow(
      /only loaded from the origins of remotes.json/,
    );
    expect(requests).toBe(0);
    expect(ran).toEqual([]);
  } finally {
    server.off('request', count);
  }
});

it('never runs a non-2xx answer, even one that is valid JavaScript', async () => {
  await expect(guard().fetch(`${origin}/server/gone.js`, {})).rejects.toThrow(/answered 404/);
  await expect(loadEntry(guard(), `${origin}/server/gone.js`)).rejects.toThrow(/answered 404/);
  expect(ran).toEqual([]);
});

it('follows no redirect, even to the same origin', async () => {
  await expect(guard().fetch(`${origin}/server/moved.js`, {})).rejects.toThrow();
  await expect(loadEntry(guard(), `${origin}/server/moved.js`)).rejects.toThrow();
  expect(ran).toEqual([]);
});

it('runs a pinned entry only with the content remotes.json pins', async () => {
  const entry = `${origin}/server/remoteEntry.js`;
  const right = integrityOf(new TextEncoder().encode(code('/server/remoteEntry.js')));
  const wrong = integrityOf(new TextEncoder().encode('module.exports = {};'));
  await expect(loadEntry(guard(TIMEOUT_MS, { [entry]: wrong }), entry)).rejects.toThrow(
    /not the one remotes.json pins/,
  );
  expect(ran).toEqual([]);
  expect(await loadEntry(guard(TIMEOUT_MS, { [entry]: right }), entry)).toEqual({
    name: '/server/remoteEntry.js',
  });
  expect(ran).toEqual(['ran /server/remoteEntry.js']);
});

it('gives up on a fetch after its timeout', async () => {
  const started = Date.now();
  await expect(guard(SHORT_MS).fetch(`${origin}/server/slow.js`, {})).rejects.toThrow(/timeout/);
  await expect(loadEntry(guard(SHORT_MS), `${origin}/server/slow.js`)).rejects.toThrow(/timeout/);
  expect(Date.now() - started).toBeLessThan(3000);
  expect(ran).toEqual([]);
}, 4000);

it("the shell's server remotes allow exactly the origins of the composition's server entries", async () => {
  (loadRemote as jest.Mock).mockResolvedValue({ default: () => null });
  const remotes = createServerRemotes({ timeoutMs: TIMEOUT_MS, retryAfterMs: 1000 });
  const plugin = (registerPlugins as jest.Mock).mock.calls.at(-1)?.[0]?.[0] as Guard;
  const composition: Composition = {
    remotes: {
      content: {
        browser: `${otherOrigin()}/mf-manifest.json`,
        server: `${origin}/server/remoteEntry.js`,
      },
    },
    routes: [],
    slots: {},
    unavailable: [],
  };
  await remotes.pages(composition, ['content/FaqPage']);
  expect(((await plugin.fetch(`${origin}/server/chunk.js`, {})) as Response).status).toBe(200);
  // The browser entry's origin is not a server-code origin.
  await expect(plugin.fetch(`${otherOrigin()}/server/chunk.js`, {})).rejects.toThrow(/remotes.json/);
});

it("a remote released or rolled back stops offering its packages to the others; the shell's offers stay", async () => {
  (loadRemote as jest.Mock).mockResolvedValue({ default: () => null });
  const offer = (from: string, loaded: boolean) => ({ from, loaded, version: '1.0.0' });
  const shareScopeMap = {
    default: {
      '@immo237/shared/format': { '1.0.0': offer('content', true) },
      '@immo237/shared/layout': { '1.0.0': offer('content', false) },
      react: { '19.3.1': offer('shell', true) },
    },
  };
  (getInstance as jest.Mock).mockReturnValue({ shareScopeMap });
  const remotes = createServerRemotes({ timeoutMs: TIMEOUT_MS, retryAfterMs: 1000 });
  const site = (server: string): Composition => ({
    remotes: {
      content: { browser: `${origin}/mf-manifest.json`, server },
      catalog: { browser: `${origin}/catalog/mf-manifest.json`, server: `${origin}/catalog/remoteEntry.js` },
    },
    routes: [],
    slots: {},
    unavailable: [],
  });
  await remotes.pages(site(`${origin}/server/remoteEntry.js`), ['content/FaqPage']);
  // Another remote's page, same releases: nothing is withdrawn.
  await remotes.pages(site(`${origin}/server/remoteEntry.js`), ['catalog/BuyPage']);
  expect(Object.keys(shareScopeMap.default['@immo237/shared/format'])).toEqual(['1.0.0']);
  // content is rolled back: the next page drawn, even another remote's, no longer finds its offers.
  await remotes.pages(site(`${origin}/server/previous/remoteEntry.js`), ['catalog/BuyPage']);
  expect(shareScopeMap.default['@immo237/shared/format']).toEqual({});
  expect(shareScopeMap.default['@immo237/shared/layout']).toEqual({});
  expect(Object.keys(shareScopeMap.default.react)).toEqual(['19.3.1']);
});
