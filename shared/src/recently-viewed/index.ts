import { useSyncExternalStore } from 'react';

/**
 * 'Vus récemment': the listings this browser opened, newest first, kept in the browser only (no account needed,
 * nothing sent anywhere). The catalogue writes it when a listing's page is shown; the home page and the profile read
 * it. Their pages open offline too: the service worker kept them.
 */
export interface RecentListing {
  slug: string;
  name: string;
  /** The listing's main photo (a small size when there is one). */
  image: string | null;
  price: number;
  currency: string;
  /** A rental: its price is per month. */
  perMonth: boolean;
  /** 'Bonapriso, Douala'. */
  place: string;
  /** When it was last opened (ms since 1970). */
  viewedAt: number;
}

export const RECENTLY_VIEWED_KEY = 'immo237-recently-viewed';
export const RECENTLY_VIEWED_MAX = 20;
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;
const EMPTY: readonly RecentListing[] = Object.freeze([]);

const listeners = new Set<() => void>();
let cached: { raw: string | null; list: readonly RecentListing[] } = { raw: null, list: EMPTY };

function isRecent(value: unknown): value is RecentListing {
  const item = value as Partial<RecentListing> | null;
  return (
    typeof item?.slug === 'string' &&
    typeof item.name === 'string' &&
    typeof item.price === 'number' &&
    typeof item.viewedAt === 'number'
  );
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The list as kept, without what was opened more than 30 days ago or could not be read. */
export function readRecentlyViewed(now = Date.now()): readonly RecentListing[] {
  const raw = storage()?.getItem(RECENTLY_VIEWED_KEY) ?? null;
  if (raw === cached.raw) return cached.list;
  let list: readonly RecentListing[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed))
      list = parsed.filter(isRecent).filter((item) => now - item.viewedAt <= THIRTY_DAYS_MS);
  } catch {
    // A list this code cannot read is an empty one.
  }
  cached = { raw, list };
  return list;
}

function write(list: readonly RecentListing[]) {
  try {
    storage()?.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list));
  } catch {
    // A full or blocked storage only loses the list.
  }
  listeners.forEach((listener) => listener());
}

/** A listing opened now: first in the list, once, the list kept to its last 20. */
export function recordView(listing: Omit<RecentListing, 'viewedAt'>, now = Date.now()): void {
  const others = readRecentlyViewed(now).filter((item) => item.slug !== listing.slug);
  write([{ ...listing, viewedAt: now }, ...others].slice(0, RECENTLY_VIEWED_MAX));
}

export function clearRecentlyViewed(): void {
  storage()?.removeItem(RECENTLY_VIEWED_KEY);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENTLY_VIEWED_KEY || event.key === null) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/**
 * The list, kept up to date (this tab and the others). Empty on the server and during hydration: the browser's list
 * is drawn once the page is live, never in the server's markup.
 */
export function useRecentlyViewed(): readonly RecentListing[] {
  return useSyncExternalStore(
    subscribe,
    () => readRecentlyViewed(),
    () => EMPTY,
  );
}

export { RecentlyViewedList } from './recently-viewed-list';
