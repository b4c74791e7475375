// The agent records are the API's own (api/src/schemas/agents.ts, through @immo237/shared/api): the list's cards,
// an agent's page with their listings, and the contact form's message.
export type { AgentDto as Agent, AgentMessage, AgentPage as AgentPageData } from '@immo237/shared/api';
