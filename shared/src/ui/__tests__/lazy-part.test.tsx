import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyPart, retryingImport } from '../lazy-part';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

const chunkError = () => Object.assign(new Error('Loading chunk 4410 failed.'), { name: 'ChunkLoadError' });

afterEach(() => {
  setOnline(true);
  jest.useRealTimers();
});

test('offline, a part whose file failed waits for the connection, then loads and shows', async () => {
  setOnline(false);
  let tries = 0;
  const Part = lazyPart(async () => {
    tries += 1;
    if (!navigator.onLine) throw chunkError();
    return { default: () => <p>Formulaire de contact</p> };
  });
  render(
    <Suspense fallback={<p>Chargement</p>}>
      <Part />
    </Suspense>,
  );
  await act(async () => {});
  expect(screen.getByText('Chargement')).toBeInTheDocument();
  expect(tries).toBe(1);

  setOnline(true);
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
  expect(await screen.findByText('Formulaire de contact')).toBeInTheDocument();
  expect(tries).toBe(2);
});

test('online, a failed load is tried again after 1, 2, 4 and 8 s, then the failure reaches the caller', async () => {
  jest.useFakeTimers();
  let tries = 0;
  const failure = chunkError();
  const loading = retryingImport(async () => {
    tries += 1;
    throw failure;
  });
  const settled = loading.catch((error: unknown) => error);
  for (const wait of [1_000, 2_000, 4_000, 8_000]) {
    await act(async () => {});
    const before = tries;
    await act(async () => {
      jest.advanceTimersByTime(wait - 1);
    });
    expect(tries).toBe(before);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
  }
  expect(await settled).toBe(failure);
  expect(tries).toBe(5);
});

test('a load that succeeds on a later try gives its module', async () => {
  jest.useFakeTimers();
  let tries = 0;
  const loading = retryingImport(async () => {
    tries += 1;
    if (tries < 3) throw chunkError();
    return 'module';
  });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(3_000);
  });
  await expect(loading).resolves.toBe('module');
  expect(tries).toBe(3);
});
