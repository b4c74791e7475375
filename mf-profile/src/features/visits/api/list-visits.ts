import { apiClient, unwrap, type Envelope, type Visit } from '@immo237/shared/api';

/** GET /visits: my visits, asked and received, the coming ones first, each with what I may do now. */
export async function listVisits(): Promise<Visit[]> {
  return unwrap(await apiClient.get<Envelope<Visit[]>>('/visits', { authenticated: true }));
}
