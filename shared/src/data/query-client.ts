import { QueryClient, hydrate, type DehydratedState } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

/** The element the shell's server writes the data of a server-rendered page into (inert JSON). */
export const DATA_ELEMENT_ID = 'immo237-data';

/**
 * A query cache with the site's policy: answers are fresh for a minute (a page hydrated from the server's data
 * does not ask again at once); no automatic retry inside a query (the pages show their error at once and recover
 * with useAutoRetry's schedule, or Réessayer).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false },
    },
  });
}

let browserClient: QueryClient | null = null;

/** The page's one cache in the browser, filled first with what the server fetched for the page. */
export function browserQueryClient(): QueryClient {
  if (browserClient) return browserClient;
  browserClient = createQueryClient();
  const text = typeof document === 'undefined' ? null : document.getElementById(DATA_ELEMENT_ID)?.textContent;
  if (text) {
    try {
      hydrate(browserClient, JSON.parse(text) as DehydratedState);
    } catch {
      // Unreadable data: the pages ask the API themselves.
    }
  }
  return browserClient;
}

/** The shell's server gives each request its own cache (one visitor's answers are never another's). */
export const ServerDataContext = createContext<QueryClient | null>(null);

/** The cache a component reads: the request's on the server, the page's in the browser. */
export function useDataClient(): QueryClient {
  return useContext(ServerDataContext) ?? browserQueryClient();
}

/** For tests: forget the page's cache. */
export function resetBrowserQueryClient(): void {
  browserClient?.clear();
  browserClient = null;
}
