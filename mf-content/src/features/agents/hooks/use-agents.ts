import { useDataClient, useQuery } from '@immo237/shared/data';
import { agentQuery, agentsQuery } from '../api/agent-queries';

/** The agents of /agents: from the server's render when there is one, else asked here. */
export function useAgents() {
  const client = useDataClient();
  return useQuery(agentsQuery(), client);
}

/** One agent's page data (null: no such agent). */
export function useAgent(slug: string) {
  const client = useDataClient();
  return useQuery(agentQuery(slug), client);
}
