const answer = (body: unknown, status = 200) =>
  Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    json: () => Promise.resolve(body),
  } as Response);

let fetchMock: jest.Mock;

beforeEach(() => {
  jest.resetModules();
  fetchMock = jest.fn(() => answer({ catalog: 'http://127.0.0.1:3001/mf-manifest.json' }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

async function load() {
  return import('../remotes-map');
}

it('asks for /remotes.json once, early, and hands that answer to the registration', async () => {
  const { prefetchRemotesMap, takeRemotesMap } = await load();
  prefetchRemotesMap();
  prefetchRemotesMap();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  await expect(takeRemotesMap()).resolves.toEqual({ catalog: 'http://127.0.0.1:3001/mf-manifest.json' });
  expect(fetchMock).toHaveBeenCalledTimes(1);
  // A later registration (a retry) asks the server again.
  await takeRemotesMap();
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('reports a failed early request to the registration, without an unhandled rejection before it', async () => {
  fetchMock.mockImplementationOnce(() => answer({}, 503));
  const { prefetchRemotesMap, takeRemotesMap } = await load();
  prefetchRemotesMap();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await expect(takeRemotesMap()).rejects.toThrow('/remotes.json answered 503');
});

it('asks at registration time when nothing was prefetched', async () => {
  const { takeRemotesMap } = await load();
  await expect(takeRemotesMap()).resolves.toHaveProperty('catalog');
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
