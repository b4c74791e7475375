import { useEffect, useState } from 'react';
import { LIVE_MARK } from './live-mark-name';

export { LIVE_MARK } from './live-mark-name';

let marked = false;
let reached = false;
const waiting = new Set<() => void>();

/**
 * Runs `callback` once the page is live (at once if it already is), in a task after the mark: the clicks held
 * before then are replayed first. For work the page's first interaction does not need (the HTTP client of a page
 * whose data came with it, the toaster, the service worker), kept out of the seconds in which a slow phone's page
 * goes live. With `orAfterMs`, it also runs that long after the call if the page has not gone live by then (a page
 * that never marks itself live: an error screen, a remote that failed); without it, such a page never runs it.
 * It runs once at most. Returns a function that cancels it.
 */
export function whenLive(callback: () => void, orAfterMs?: number): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let fallback: ReturnType<typeof setTimeout> | undefined;
  const once = () => {
    if (done) return;
    done = true;
    waiting.delete(run);
    clearTimeout(fallback);
    callback();
  };
  const run = () => {
    timer = setTimeout(once, 0);
  };
  if (reached) run();
  else {
    waiting.add(run);
    if (orAfterMs !== undefined) fallback = setTimeout(once, orAfterMs);
  }
  return () => {
    done = true;
    waiting.delete(run);
    clearTimeout(timer);
    clearTimeout(fallback);
  };
}

/**
 * True once the page is live (see whenLive), or `orAfterMs` after the component mounted on a page that never says
 * so: for parts of the page drawn only then (the toaster, the other language's bar).
 */
export function useLive(orAfterMs: number): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => whenLive(() => setLive(true), orAfterMs), [orAfterMs]);
  return live;
}

/**
 * Marks the moment the page is live, once per page load: the route's own page block (a remote's page, or the
 * shell's home page) has hydrated — or been drawn, on a page the browser draws — and its controls have taken over.
 * Rendered last inside the page's own boundary, so its effect runs in the commit where that block hydrates, after
 * the block's own effects. That commit is not yet the end: the block's controls still carry the server's
 * `data-awaits-script` (their `useHydrated` reads false during the hydration); React re-renders them with SyncLane
 * from the same passive-effect pass and commits that before returning. The mark is set in a microtask queued here,
 * which runs once that work is done: at the mark, the block's controls answer a click themselves (held clicks are
 * replayed in the task after). Not `document.documentElement.dataset.hydrated`: that is the root's commit (`Site`'s
 * effect), which comes before the header's and the page's Suspense boundaries hydrate, and before a remote's page
 * module has even arrived. No state, no re-render: one effect, once.
 */
export function LiveMark(): null {
  useEffect(() => {
    if (marked) return;
    marked = true;
    queueMicrotask(() => {
      if (typeof performance !== 'undefined' && typeof performance.mark === 'function')
        performance.mark(LIVE_MARK);
      reached = true;
      for (const run of waiting) run();
      waiting.clear();
    });
  }, []);
  return null;
}
