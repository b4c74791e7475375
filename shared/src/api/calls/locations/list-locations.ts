import { apiClient } from '../../client';
import { unwrap } from '../../errors';
import type { Envelope, LocationCity } from '../../types';

/** GET /locations: the cities (known ones first) with their quartiers and public listings in each. */
export async function listLocations(): Promise<LocationCity[]> {
  return unwrap(await apiClient.get<Envelope<LocationCity[]>>('/locations'));
}
