import { apiClient, unwrap, type Envelope } from '@immo237/shared/api';
import type { AgentPageData } from './agent-types';

/** GET /agents/{slug} (READ_SUCCESSFULLY); 404 NOT_FOUND for an unknown slug. */
export async function getAgent(slug: string): Promise<AgentPageData> {
  return unwrap(await apiClient.get<Envelope<AgentPageData>>(`/agents/${encodeURIComponent(slug)}`));
}
