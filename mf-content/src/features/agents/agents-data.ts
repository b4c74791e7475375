// The agents come from the API (issue 17: agents are accounts, GET /api/v1/agents); what stays here is what the
// page itself knows: the specialty categories of spec §3 (the chips) and the language keys it translates.
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
export type Specialty = (typeof SPECIALTIES)[number];

export const AGENT_LANGUAGES = ['fr', 'en', 'pidgin', 'fulfulde', 'duala', 'ewondo', 'ghomala'] as const;
export type AgentLanguage = (typeof AGENT_LANGUAGES)[number];

export type { Agent, AgentPageData } from './api/agent-types';
