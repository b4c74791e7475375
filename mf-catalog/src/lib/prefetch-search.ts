import type { SearchParams } from '@immo237/shared/api';
import type { QueryClient } from '@immo237/shared/data';
import { productSearchQuery } from './queries';

/** Fills the request's cache with a search (the server's prefetch); a failure of the API is thrown. */
export async function prefetchSearch(client: QueryClient, params: SearchParams): Promise<void> {
  await client.fetchQuery(productSearchQuery(params));
}
