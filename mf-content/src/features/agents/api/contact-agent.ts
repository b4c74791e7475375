import { apiClient, unwrap, type Envelope, type MessageSent } from '@immo237/shared/api';
import type { AgentMessage } from './agent-types';

/** POST /agents/{slug}/contact (201): stored in the agent's Messages and e-mailed to them; 400, 404, 429. */
export async function contactAgent(slug: string, message: AgentMessage): Promise<MessageSent> {
  return unwrap(
    await apiClient.post<Envelope<MessageSent>>(`/agents/${encodeURIComponent(slug)}/contact`, message),
  );
}
