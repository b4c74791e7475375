import { apiClient, unwrap, type AgentProfileBody, type Envelope } from '@immo237/shared/api';
import type { AgentProfile } from './get-my-agent-profile';

/** What PUT /user/agent-profile takes (api/src/schemas/agents.ts). */
export type AgentProfileInput = AgentProfileBody;

/** PUT /user/agent-profile: 'Je suis agent immobilier' (201) or an update (200); 400 VALIDATION_ERROR. */
export async function saveMyAgentProfile(input: AgentProfileInput): Promise<AgentProfile> {
  return unwrap(await apiClient.put<Envelope<AgentProfile>>('/user/agent-profile', input));
}
