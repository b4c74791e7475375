// The site's composition (remotes.json and the routes each listed remote publishes), assembled by the shell's
// server. Pages from that server carry it as data (no request); otherwise (the dev server) it is asked for by
// the entry while the application's code downloads. No import of values here: this module is part of main.js.
import type { Composition } from '@immo237/shared/routes';

export const COMPOSITION_ELEMENT_ID = 'immo237-composition';

/** No remote known: every path the shell does not own shows the 503 screen rather than 'not found'. */
export const UNKNOWN_COMPOSITION: Composition = { remotes: {}, routes: [], slots: {}, unavailable: ['*'] };

let pending: Promise<Composition> | null = null;

function isComposition(value: unknown): value is Composition {
  if (typeof value !== 'object' || value === null) return false;
  const { remotes, routes, slots, unavailable } = value as Partial<Composition>;
  return (
    typeof remotes === 'object' &&
    remotes !== null &&
    Array.isArray(routes) &&
    typeof slots === 'object' &&
    slots !== null &&
    Array.isArray(unavailable)
  );
}

/** The composition the server wrote into the page, if it did. */
export function embeddedComposition(doc: Document = document): Composition | null {
  const text = doc.getElementById(COMPOSITION_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isComposition(value) ? value : null;
  } catch {
    return null;
  }
}

async function fetchComposition(): Promise<Composition> {
  const response = await fetch('/composition.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/composition.json answered ${response.status}`);
  const value: unknown = await response.json();
  if (!isComposition(value)) throw new Error('/composition.json is not a composition');
  return value;
}

/** Starts the request once, unless the page carries the composition; a failure waits for `takeComposition`. */
export function prefetchComposition(): void {
  if (pending || embeddedComposition()) return;
  pending = fetchComposition();
  pending.catch(() => undefined);
}

/** The page's composition, else the prefetched one (once), else a new request. */
export function takeComposition(): Promise<Composition> {
  const embedded = embeddedComposition();
  if (embedded) return Promise.resolve(embedded);
  const early = pending;
  pending = null;
  return early ?? fetchComposition();
}
