import { apiClient, unwrap, type Envelope } from '@immo237/shared/api';
import type { Agent } from './agent-types';

/** GET /agents (READ_SUCCESSFULLY): every agent; the page searches and filters them itself. */
export async function listAgents(): Promise<Agent[]> {
  return unwrap(await apiClient.get<Envelope<Agent[]>>('/agents?limit=100'));
}
