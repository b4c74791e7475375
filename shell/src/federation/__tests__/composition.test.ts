import { TEST_COMPOSITION } from '../../test/composition';

const answer = (body: unknown, status = 200) =>
  Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    json: () => Promise.resolve(body),
  } as Response);

let fetchMock: jest.Mock;

beforeEach(() => {
  jest.resetModules();
  document.body.innerHTML = '';
  fetchMock = jest.fn(() => answer(TEST_COMPOSITION));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const load = () => import('../composition');

it('reads the composition the server wrote into the page, without a request', async () => {
  document.body.innerHTML = `<script id="immo237-composition" type="application/json">${JSON.stringify(
    TEST_COMPOSITION,
  )}</script>`;
  const { embeddedComposition, prefetchComposition, takeComposition } = await load();
  expect(embeddedComposition()).toEqual(TEST_COMPOSITION);
  prefetchComposition();
  await expect(takeComposition()).resolves.toEqual(TEST_COMPOSITION);
  expect(fetchMock).not.toHaveBeenCalled();
});

it('ignores a broken embedded composition', async () => {
  document.body.innerHTML = '<script id="immo237-composition" type="application/json">{"routes":</script>';
  const { embeddedComposition } = await load();
  expect(embeddedComposition()).toBeNull();
});

it('otherwise asks for /composition.json once, early, and hands that answer over', async () => {
  const { prefetchComposition, takeComposition } = await load();
  prefetchComposition();
  prefetchComposition();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledWith('/composition.json', { cache: 'no-cache' });
  await expect(takeComposition()).resolves.toEqual(TEST_COMPOSITION);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('reports a failed or malformed answer', async () => {
  fetchMock.mockImplementationOnce(() => answer({}, 503)).mockImplementationOnce(() => answer({ nope: 1 }));
  const { takeComposition } = await load();
  await expect(takeComposition()).rejects.toThrow('/composition.json answered 503');
  await expect(takeComposition()).rejects.toThrow('not a composition');
});
