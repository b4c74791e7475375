import { apiClient } from '../../client';
import { unwrap } from '../../errors';
import type { Envelope, Product } from '../../types';

/** GET /user/favourites: my favourite (ACTIVE) listings, newest first. */
export async function listFavourites(): Promise<Product[]> {
  return unwrap(await apiClient.get<Envelope<Product[]>>('/user/favourites', { authenticated: true }));
}
