import type { SearchParams } from '@immo237/shared/api';
import { locationsQuery, type QueryClient } from '@immo237/shared/data';
import { productSearchQuery } from './queries';

/** Fills the request's cache with a search (the server's prefetch); a failure of the API is thrown. */
export async function prefetchSearch(client: QueryClient, params: SearchParams): Promise<void> {
  // The filters' cities and quartiers are drawn on the server too (the form works before any script); their
  // failure costs only the choices (plain text fields), never the page.
  await Promise.all([client.fetchQuery(productSearchQuery(params)), client.prefetchQuery(locationsQuery())]);
}
