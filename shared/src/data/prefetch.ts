import type { QueryClient } from '@tanstack/react-query';

/** What the shell's server gives an exposed page's `prefetch`. */
export interface PrefetchContext {
  /** The request's cache: what the page's queries will read while rendering, then sent to the browser. */
  client: QueryClient;
  /** The page's address (path and query). */
  url: URL;
  /** The route's parameters, e.g. { slug } for /details/:slug. */
  params: Readonly<Record<string, string | undefined>>;
}

export interface PrefetchResult {
  /** The page's HTTP status, e.g. 404 for a listing that does not exist. */
  status?: number;
}

/**
 * An exposed page may export `prefetch`: the shell's server calls it before rendering, so the page's data is in
 * the HTML and in the browser's cache. It throws when the API cannot be reached (the server then sends the
 * error screen, and the browser draws the page).
 */
export type Prefetch = (context: PrefetchContext) => Promise<PrefetchResult | void>;
