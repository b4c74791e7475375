/** The User Timing mark of a page load's first live page (`performance.getEntriesByName(LIVE_MARK)`). */
export const LIVE_MARK = 'immo237:live';

/**
 * Whether this page load has gone live (its mark is set: see live-mark.ts). No React here: the entry reads it
 * before any of the application has loaded.
 */
export function pageIsLive(): boolean {
  return (
    typeof performance !== 'undefined' &&
    typeof performance.getEntriesByName === 'function' &&
    performance.getEntriesByName(LIVE_MARK).length > 0
  );
}
