import { apiClient, unwrap, type AdvertiserRatings, type Envelope } from '@immo237/shared/api';

/** GET /agents/{slug}/ratings: the agent's ratings after visits, newest first, and their average from 3 on. */
export async function getAgentRatings(slug: string): Promise<AdvertiserRatings> {
  return unwrap(
    await apiClient.get<Envelope<AdvertiserRatings>>(`/agents/${encodeURIComponent(slug)}/ratings`),
  );
}
