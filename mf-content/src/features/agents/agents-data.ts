// The agents come from the API (agents are accounts, GET /api/v1/agents). The specialty categories
// (the page's chips) and the language keys it translates are the API's own lists (AGENT_SPECIALTIES,
// AGENT_LANGUAGES of @immo237/shared/api).
export type { AgentLanguage, AgentSpecialty as Specialty } from '@immo237/shared/api';
export type { Agent, AgentPageData } from './api/agent-types';
