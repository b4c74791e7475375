import { EARLY_MANIFESTS, earlyManifestPlugin } from '../early-manifest-plugin';

type FetchHook = (url: string, init: RequestInit) => Promise<Response> | undefined;

const hook = () => earlyManifestPlugin().fetch as unknown as FetchHook;
const store = () => window as unknown as Record<string, Record<string, Promise<Response>> | undefined>;
const answer = (status: number) => ({ ok: status < 400, status }) as Response;

afterEach(() => {
  delete store()[EARLY_MANIFESTS];
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe('earlyManifestPlugin', () => {
  it('lets the runtime fetch a manifest the start-up script did not ask for', () => {
    expect(hook()('http://remote/mf-manifest.json', {})).toBeUndefined();
    store()[EARLY_MANIFESTS] = {};
    expect(hook()('http://remote/mf-manifest.json', {})).toBeUndefined();
  });

  it("hands over the start-up script's answer once, then the runtime asks again", async () => {
    const early = answer(200);
    store()[EARLY_MANIFESTS] = { 'http://remote/mf-manifest.json': Promise.resolve(early) };
    await expect(hook()('http://remote/mf-manifest.json', {})).resolves.toBe(early);
    expect(hook()('http://remote/mf-manifest.json', {})).toBeUndefined();
  });

  it('asks again when the early answer failed or was an error', async () => {
    const fresh = answer(200);
    const fetchMock = jest.fn(() => Promise.resolve(fresh));
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
    store()[EARLY_MANIFESTS] = {
      'http://a/mf-manifest.json': Promise.resolve(answer(503)),
      'http://b/mf-manifest.json': Promise.reject(new Error('offline')),
    };
    await expect(hook()('http://a/mf-manifest.json', {})).resolves.toBe(fresh);
    await expect(hook()('http://b/mf-manifest.json', {})).resolves.toBe(fresh);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
