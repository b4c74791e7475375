import type { QueryClient } from '@tanstack/react-query';

/** What the shell's server gives an exposed page's `prefetch`. */
export interface PrefetchContext {
  /** The request's cache: what the page's queries will read while rendering, then sent to the browser. */
  client: QueryClient;
  /** The page's address (path and query). */
  url: URL;
  /** The route's parameters, e.g. { slug } for /details/:slug. */
  params: Readonly<Record<string, string | undefined>>;
  /** The language the page is drawn in. */
  language: 'fr' | 'en';
}

/** The head of a page that writes its own (a listing: its name, price, description and photo). */
export interface PageHead {
  title: string;
  description: string;
  /** An image for link previews, absolute or from the site's root. */
  image?: string;
}

export interface PrefetchResult {
  /** The page's HTTP status, e.g. 404 for a listing that does not exist. */
  status?: number;
  head?: PageHead;
}

/**
 * An exposed page may export `prefetch`: the shell's server calls it before rendering, so the page's data is in
 * the HTML and in the browser's cache. It throws when the API cannot be reached (the server then sends the
 * error screen, and the browser draws the page).
 */
export type Prefetch = (context: PrefetchContext) => Promise<PrefetchResult | void>;
