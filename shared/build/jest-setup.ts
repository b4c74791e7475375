import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// react-hot-toast asks for the reduced-motion preference; jsdom has no matchMedia.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// TanStack Query batches its notifications on a 0 ms timer; tests with fake timers count milliseconds, so its
// answers reach the components at once here.
beforeAll(async () => {
  const { notifyManager } = await import('@tanstack/react-query');
  notifyManager.setScheduler((callback) => callback());
});

// Each test starts from an empty query cache, as a page load does.
afterEach(async () => {
  const { resetBrowserQueryClient } = await import('@immo237/shared/data');
  resetBrowserQueryClient();
});
