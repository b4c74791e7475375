import { apiClient, unwrap, type Envelope } from '@immo237/shared/api';

export const SPECIALTIES = [
  'luxury',
  'land',
  'investment',
  'furnished',
  'commercial',
  'student',
  'beach',
  'agricultural',
] as const;
export const LANGUAGES = ['fr', 'en', 'pidgin', 'fulfulde', 'duala', 'ewondo', 'ghomala'] as const;

/** The agent profile as the API sends it (GET/PUT /user/agent-profile). */
export interface AgentProfile {
  slug: string;
  name: string;
  photo: string | null;
  specialty: (typeof SPECIALTIES)[number];
  cities: string[];
  languages: string[];
  experience: number;
  presentation: string;
  showPhone: boolean;
  verified: boolean;
  listings: number;
}

export interface AgentProfileInput {
  specialty: string;
  cities: string[];
  languages: string[];
  experience: number;
  presentation: string;
  showPhone: boolean;
  photo: string | null;
}

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
