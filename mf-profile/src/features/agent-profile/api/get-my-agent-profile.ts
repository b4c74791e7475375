import { apiClient, unwrap, type AgentDto, type Envelope } from '@immo237/shared/api';

/** The agent profile as the API sends it (GET/PUT /user/agent-profile: api/src/schemas/agents.ts). */
export type AgentProfile = AgentDto;

/** GET /user/agent-profile: mine, or null when I have not declared myself an agent. */
export async function getMyAgentProfile(): Promise<AgentProfile | null> {
  return unwrap(await apiClient.get<Envelope<AgentProfile | null>>('/user/agent-profile'));
}
