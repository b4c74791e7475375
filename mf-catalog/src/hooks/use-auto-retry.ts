import { useEffect, useRef } from 'react';
import { ApiError } from '@immo237/shared/api';

/** The longest wait between two automatic retries (without a Retry-After asking for more). */
export const MAX_AUTO_RETRY_DELAY_MS = 15_000;

/** Waits before each automatic retry: 2 s, 4 s, 8 s, then every 15 s for as long as the error lasts. */
export const AUTO_RETRY_DELAYS: readonly number[] = [2_000, 4_000, 8_000, MAX_AUTO_RETRY_DELAY_MS];

/** The longest wait a 503's Retry-After may ask for (a longer one is cut to this). */
export const MAX_RETRY_AFTER_MS = 60_000;

/**
 * A failure that may go away by itself: no answer at all (offline, API or proxy down) or a 5xx (502 from the
 * shell's proxy with the API stopped, 503 under load). A 4xx (404 not found, 400, 429…) will not change by
 * being asked again, and neither will an answer of the wrong shape or a cancelled call.
 */
export function isTransientError(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.isCanceled) return false;
  if (error.isNetworkError) return true;
  return error.status !== undefined && error.status >= 500 && error.status <= 599;
}

function headerOf(headers: unknown, name: string): unknown {
  if (typeof headers !== 'object' || headers === null) return undefined;
  const { get } = headers as { get?: unknown };
  // axios's AxiosHeaders (case-insensitive get), or a plain object of lower-case names.
  if (typeof get === 'function') return (get as (key: string) => unknown).call(headers, name);
  return (headers as Record<string, unknown>)[name];
}

/**
 * The wait a 503 asks for in its Retry-After header (seconds or an HTTP date), in ms, at most
 * MAX_RETRY_AFTER_MS; undefined without one. Read from the axios error the ApiError was made from.
 */
export function retryAfterMs(error: unknown, now = Date.now()): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 503) return undefined;
  const cause = error.cause as { response?: { headers?: unknown } } | undefined;
  const value = headerOf(cause?.response?.headers, 'retry-after');
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

const isHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * Retries by itself while `error` is transient (see isTransientError), so that a page shown on a flaky
 * network or while the API restarts comes back without a click: after 2 s, 4 s, 8 s, then every 15 s (a
 * 503's Retry-After may ask for longer), at once when the browser goes back `online` (and the waits start
 * again from 2 s) or when the tab is shown again; never while the tab is hidden. Stops when the error goes
 * (the data came back, or another kind of error) and when the component unmounts.
 *
 * `retry` should load again without clearing the error first (the alert stays until the answer), so that a
 * failed attempt does not make screen readers announce the alert again. A visible retry that clears the error
 * (the Réessayer button) starts the waits again from 2 s if it fails.
 *
 * Returns whether automatic retries are on (for a hint next to the error).
 */
export function useAutoRetry(error: unknown, retry: () => void): boolean {
  const active = isTransientError(error);
  const retryRef = useRef(retry);
  // Index in AUTO_RETRY_DELAYS of the next wait; moves on each retry made by the timer.
  const stepRef = useRef(0);

  useEffect(() => {
    retryRef.current = retry;
  }, [retry]);

  useEffect(() => {
    if (!active) {
      stepRef.current = 0;
      return undefined;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const clear = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    };
    const schedule = () => {
      clear();
      if (isHidden()) return;
      const backoff = AUTO_RETRY_DELAYS[stepRef.current] ?? MAX_AUTO_RETRY_DELAY_MS;
      timer = setTimeout(onTimer, Math.max(backoff, retryAfterMs(error) ?? 0));
    };
    // A new failure re-runs this effect and schedules the next wait from then; this one only matters when an
    // attempt never answers (the site's client has no timeout).
    const retryNow = () => {
      retryRef.current();
      schedule();
    };
    function onTimer() {
      stepRef.current += 1;
      retryNow();
    }
    const onOnline = () => {
      if (isHidden()) return;
      stepRef.current = 0;
      retryNow();
    };
    const onVisibilityChange = () => {
      if (isHidden()) clear();
      else retryNow();
    };

    schedule();
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      clear();
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [active, error]);

  return active;
}
