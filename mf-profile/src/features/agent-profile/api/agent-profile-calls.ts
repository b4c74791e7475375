import { apiClient, unwrap, type AgentDto, type AgentProfileBody, type Envelope } from '@immo237/shared/api';

// The profile and what the form sends are the API's own records (api/src/schemas/agents.ts, through
// @immo237/shared/api).
/** The agent profile as the API sends it (GET/PUT /user/agent-profile). */
export type AgentProfile = AgentDto;
/** What PUT /user/agent-profile takes. */
export type AgentProfileInput = AgentProfileBody;

/** GET /user/agent-profile: mine, or null when I have not declared myself an agent. */
export async function getMyAgentProfile(): Promise<AgentProfile | null> {
  return unwrap(await apiClient.get<Envelope<AgentProfile | null>>('/user/agent-profile'));
}

/** PUT /user/agent-profile: 'Je suis agent immobilier' (201) or an update (200); 400 VALIDATION_ERROR. */
export async function saveMyAgentProfile(input: AgentProfileInput): Promise<AgentProfile> {
  return unwrap(await apiClient.put<Envelope<AgentProfile>>('/user/agent-profile', input));
}

/** DELETE /user/agent-profile: the page leaves the site; the listings stay. */
export async function deleteMyAgentProfile(): Promise<void> {
  await apiClient.delete('/user/agent-profile');
}
