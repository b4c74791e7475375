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
import { registerPlugins, loadRemote } from '@module-federation/enhanced/runtime';
import type { Composition } from '@immo237/shared/routes';
import { fetchGuardPlugin } from '../fetch-guard-plugin';
import { createServerRemotes } from '../server-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  registerGlobalPlugins: jest.fn(),
}));

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

const guard = (timeoutMs = TIMEOUT_MS) =>
  fetchGuardPlugin({ allowedOrigins: () => new Set([origin]), timeoutMs }) as Guard;
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
