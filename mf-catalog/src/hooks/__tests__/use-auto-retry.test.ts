import { act, renderHook } from '@testing-library/react';
import { AxiosHeaders } from 'axios';
import { ApiError } from '@immo237/shared/api';
import {
  AUTO_RETRY_DELAYS,
  MAX_RETRY_AFTER_MS,
  isTransientError,
  retryAfterMs,
  useAutoRetry,
} from '../use-auto-retry';

const offline = () => new ApiError({ message: 'Network Error', isNetworkError: true });
const status = (code: number, headers?: unknown) =>
  new ApiError({ status: code, code: 'X', cause: headers ? { response: { headers } } : undefined });

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function mount(error: unknown) {
  const retry = jest.fn();
  const hook = renderHook(({ current }: { current: unknown }) => useAutoRetry(current, retry), {
    initialProps: { current: error },
  });
  /** What the page does when an attempt fails again: a new error object. */
  const failAgain = (next: unknown = offline()) => hook.rerender({ current: next });
  return { retry, hook, failAgain };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  // Back to jsdom's own (visible) document.
  delete (document as { visibilityState?: unknown }).visibilityState;
});

describe('isTransientError', () => {
  it.each([
    ['no answer (network)', true, offline()],
    ['500', true, status(500)],
    ['502 from the proxy, API stopped', true, status(502)],
    ['503 under load', true, status(503)],
    ['504', true, status(504)],
    ['400', false, status(400)],
    ['404 not found', false, status(404)],
    ['429 too many requests', false, status(429)],
    ['cancelled', false, new ApiError({ code: 'CANCELED', isCanceled: true })],
    ['an answer of the wrong shape (200)', false, status(200)],
    ['not an ApiError', false, new Error('offline')],
    ['no error', false, null],
  ])('%s: transient %s', (_name, expected, error) => {
    expect(isTransientError(error)).toBe(expected);
  });
});

describe('retryAfterMs', () => {
  it('reads seconds from AxiosHeaders or a plain object, only on a 503', () => {
    expect(
      retryAfterMs(status(503, new AxiosHeaders('Retry-After: 7\r\nContent-Type: application/json'))),
    ).toBe(7_000);
    expect(retryAfterMs(status(503, { 'retry-after': '3' }))).toBe(3_000);
    expect(retryAfterMs(status(502, { 'retry-after': '3' }))).toBeUndefined();
    expect(retryAfterMs(status(503))).toBeUndefined();
    expect(retryAfterMs(status(503, { 'retry-after': 'soon' }))).toBeUndefined();
  });

  it('reads an HTTP date and never asks for more than a minute', () => {
    const now = Date.parse('2025-01-01T10:00:00Z');
    const date = new Date(now + 20_000).toUTCString();
    expect(retryAfterMs(status(503, { 'retry-after': date }), now)).toBe(20_000);
    expect(retryAfterMs(status(503, { 'retry-after': '3600' }))).toBe(MAX_RETRY_AFTER_MS);
  });
});

describe('useAutoRetry', () => {
  it('retries after 2 s, 4 s, 8 s, then every 15 s while the attempts fail', () => {
    const { retry, hook, failAgain } = mount(offline());
    expect(hook.result.current).toBe(true);
    expect(AUTO_RETRY_DELAYS).toEqual([2_000, 4_000, 8_000, 15_000]);
    const waits = [2_000, 4_000, 8_000, 15_000, 15_000, 15_000];
    waits.forEach((wait, index) => {
      advance(wait - 1);
      expect(retry).toHaveBeenCalledTimes(index);
      advance(1);
      expect(retry).toHaveBeenCalledTimes(index + 1);
      failAgain(index % 2 ? status(502) : status(503));
    });
  });

  it('tries again on the same schedule when an attempt never answers', () => {
    const { retry } = mount(status(502));
    advance(2_000);
    expect(retry).toHaveBeenCalledTimes(1);
    advance(4_000);
    expect(retry).toHaveBeenCalledTimes(2);
    advance(8_000);
    expect(retry).toHaveBeenCalledTimes(3);
  });

  it('waits as long as a 503 Retry-After asks, when that is longer than the backoff', () => {
    const { retry, failAgain } = mount(status(503, { 'retry-after': '10' }));
    advance(9_999);
    expect(retry).not.toHaveBeenCalled();
    advance(1);
    expect(retry).toHaveBeenCalledTimes(1);
    // Retry-After: 1 never makes it faster than the backoff (4 s now).
    failAgain(status(503, { 'retry-after': '1' }));
    advance(3_999);
    expect(retry).toHaveBeenCalledTimes(1);
    advance(1);
    expect(retry).toHaveBeenCalledTimes(2);
  });

  it('retries at once when the browser goes back online, and starts the waits again from 2 s', () => {
    const { retry, failAgain } = mount(offline());
    advance(2_000);
    failAgain();
    advance(4_000);
    failAgain();
    advance(1_000);
    expect(retry).toHaveBeenCalledTimes(2);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(retry).toHaveBeenCalledTimes(3);
    failAgain();
    advance(1_999);
    expect(retry).toHaveBeenCalledTimes(3);
    advance(1);
    expect(retry).toHaveBeenCalledTimes(4);
  });

  it('never retries while the tab is hidden, and retries at once when it is shown again', () => {
    const { retry, failAgain } = mount(offline());
    advance(1_000);
    act(() => setVisibility('hidden'));
    advance(120_000);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    // A failure coming back while hidden schedules nothing either.
    failAgain();
    advance(120_000);
    expect(retry).not.toHaveBeenCalled();
    act(() => setVisibility('visible'));
    expect(retry).toHaveBeenCalledTimes(1);
    failAgain();
    advance(2_000);
    expect(retry).toHaveBeenCalledTimes(2);
  });

  it('does not start while the tab is hidden', () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    const { retry } = mount(offline());
    advance(60_000);
    expect(retry).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });

  it.each([
    ['404 not found', status(404)],
    ['400', status(400)],
    ['not an ApiError', new Error('boom')],
  ])('does nothing for %s', (_name, error) => {
    const { retry, hook } = mount(error);
    expect(hook.result.current).toBe(false);
    advance(120_000);
    act(() => {
      window.dispatchEvent(new Event('online'));
      setVisibility('visible');
    });
    expect(retry).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stops when the data is back, and starts from 2 s on a later failure', () => {
    const { retry, hook, failAgain } = mount(offline());
    advance(2_000);
    failAgain();
    advance(4_000);
    expect(retry).toHaveBeenCalledTimes(2);
    failAgain(null);
    expect(hook.result.current).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
    advance(60_000);
    expect(retry).toHaveBeenCalledTimes(2);
    failAgain(status(503));
    advance(2_000);
    expect(retry).toHaveBeenCalledTimes(3);
  });

  it('clears its timer and listeners when unmounted', () => {
    const { retry, hook } = mount(offline());
    expect(jest.getTimerCount()).toBe(1);
    hook.unmount();
    expect(jest.getTimerCount()).toBe(0);
    advance(60_000);
    window.dispatchEvent(new Event('online'));
    setVisibility('visible');
    expect(retry).not.toHaveBeenCalled();
  });

  it('calls the latest retry function it was given', () => {
    const first = jest.fn();
    const second = jest.fn();
    const error = offline();
    const hook = renderHook(({ retry }: { retry: () => void }) => useAutoRetry(error, retry), {
      initialProps: { retry: first },
    });
    hook.rerender({ retry: second });
    advance(2_000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
