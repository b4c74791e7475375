/**
 * @jest-environment node
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Composition } from '@immo237/shared/routes';
import { createServerRemotes } from '../server-remotes';

jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('../../test/federation-runtime').runtimeMock(),
);

const loadRemoteMock = loadRemote as jest.Mock;
const registerMock = registerRemotes as jest.Mock;
const Page = () => null;

const site = (server: string): Composition => ({
  remotes: { content: { browser: 'http://127.0.0.1:3004/mf-manifest.json', server } },
  routes: [],
  slots: {},
  unavailable: [],
});
const V1 = 'http://127.0.0.1:3004/server/remoteEntry.js';
const V2 = 'http://127.0.0.1:3104/server/remoteEntry.js';

let clock = 0;
beforeEach(() => {
  clock = 0;
  loadRemoteMock.mockReset();
  registerMock.mockClear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const remotes = () => createServerRemotes({ timeoutMs: 50, retryAfterMs: 1000, now: () => clock });

it('loads a page once per server entry and keeps it', async () => {
  loadRemoteMock.mockResolvedValue({ default: Page });
  const server = remotes();
  const first = await server.pages(site(V1), ['content/FaqPage']);
  expect(first.get('content/FaqPage')?.component).toBe(Page);
  await server.pages(site(V1), ['content/FaqPage']);
  expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  expect(registerMock).toHaveBeenCalledWith([{ name: 'content', entry: V1 }], { force: false });
});

it('a new entry (a release, a rollback) is registered again, replacing the old one', async () => {
  const PageV2 = () => null;
  loadRemoteMock.mockResolvedValueOnce({ default: Page }).mockResolvedValueOnce({ default: PageV2 });
  const server = remotes();
  await server.pages(site(V1), ['content/FaqPage']);
  const second = await server.pages(site(V2), ['content/FaqPage']);
  expect(second.get('content/FaqPage')?.component).toBe(PageV2);
  expect(registerMock).toHaveBeenLastCalledWith([{ name: 'content', entry: V2 }], { force: true });
});

it('a failing remote is left to the browser, and asked again only after the retry delay', async () => {
  loadRemoteMock.mockRejectedValueOnce(new Error('fetch failed')).mockResolvedValue({ default: Page });
  const server = remotes();
  expect((await server.pages(site(V1), ['content/FaqPage'])).size).toBe(0);
  expect((await server.pages(site(V1), ['content/FaqPage'])).size).toBe(0);
  expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  clock = 1001;
  expect((await server.pages(site(V1), ['content/FaqPage'])).get('content/FaqPage')?.component).toBe(Page);
  // The runtime held the failed container: the entry is registered afresh.
  expect(registerMock).toHaveBeenLastCalledWith([{ name: 'content', entry: V1 }], { force: true });
});

it('a remote that never answers costs at most its timeout', async () => {
  loadRemoteMock.mockReturnValue(new Promise(() => undefined));
  const started = Date.now();
  expect((await remotes().pages(site(V1), ['content/FaqPage'])).size).toBe(0);
  expect(Date.now() - started).toBeLessThan(1000);
});

it('loads of one remote wait for each other: a release never fetches chunks for a load still running', async () => {
  const order: string[] = [];
  let release: () => void = () => undefined;
  loadRemoteMock
    .mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          release = () => {
            order.push('v1 loaded');
            resolve({ default: Page });
          };
        }),
    )
    .mockImplementationOnce(async () => {
      order.push('v2 loading');
      return { default: Page };
    });
  const server = remotes();
  const first = server.pages(site(V1), ['content/FaqPage']);
  const second = server.pages(site(V2), ['content/FaqPage']);
  await new Promise((resolve) => setTimeout(resolve, 5));
  release();
  await Promise.all([first, second]);
  expect(order).toEqual(['v1 loaded', 'v2 loading']);
});

it('a remote without a server entry is drawn in the browser', async () => {
  const composition = site(V1);
  delete composition.remotes.content!.server;
  expect((await remotes().pages(composition, ['content/FaqPage'])).size).toBe(0);
  expect(loadRemoteMock).not.toHaveBeenCalled();
});
