import { ApiError } from '@immo237/shared/api';
import type { AgentPageData } from './agent-types';
import { getAgent } from './get-agent';
import { getAgentRatings } from './get-agent-ratings';
import { listAgents } from './list-agents';

/** The agents' queries, one definition each: read by the pages, filled on the server by their `prefetch`. */
export function agentsQuery() {
  return { queryKey: ['content', 'agents'] as const, queryFn: () => listAgents() };
}

/** An agent's page data; an unknown slug is `null` (the not-found screen, not a failure). */
export function agentQuery(slug: string) {
  return {
    queryKey: ['content', 'agent', slug] as const,
    queryFn: async (): Promise<AgentPageData | null> => {
      try {
        return await getAgent(slug);
      } catch (error) {
        if (error instanceof ApiError && (error.code === 'NOT_FOUND' || error.status === 404)) return null;
        throw error;
      }
    },
  };
}

/** An agent's ratings after visits (drawn by the server with the page, read again in the browser). */
export function agentRatingsQuery(slug: string) {
  return { queryKey: ['content', 'agent', slug, 'ratings'] as const, queryFn: () => getAgentRatings(slug) };
}
