import { useEffect } from 'react';

/** The User Timing mark of a page load's first live page (`performance.getEntriesByName(LIVE_MARK)`). */
export const LIVE_MARK = 'immo237:live';

let marked = false;
let reached = false;
const waiting = new Set<() => void>();

/**
 * Runs `callback` once the page is live (at once if it already is), in a task after the mark: the clicks held
 * before then are replayed first. For work the page's first interaction does not need (the HTTP client of a page
 * whose data came with it, the toaster), kept out of the seconds in which a slow phone's page goes live. Returns a
 * function that cancels it. A page that never marks itself live (an error screen) never runs it.
 */
export function whenLive(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = setTimeout(callback, 0);
  };
  if (reached) run();
  else waiting.add(run);
  return () => {
    waiting.delete(run);
    clearTimeout(timer);
  };
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
