import { useTranslation } from 'react-i18next';
import type { Prefetch } from '@immo237/shared/data';
import { Button, EmptyState, SkeletonCard } from '@immo237/shared/ui';
import { PageLayout } from '@immo237/shared/layout';
import { AgentsJsonLd } from '../components/agents-json-ld';
import { RELEASE } from '../../../release';
import { agentsQuery } from '../api/agent-queries';
import { AgentsView } from '../components/agents-view';
import { useAgents } from '../hooks/use-agents';

/** Mounted by the shell at /agents: the agents (from the API), their search and specialty chips, the dialog. */
export default function AgentsPage() {
  const { t } = useTranslation('content');
  const agents = useAgents();
  return (
    <PageLayout title={t('agents.title')} lead={t('agents.subtitle')} release={RELEASE}>
      {agents.data ? (
        <>
          <AgentsJsonLd agents={agents.data} />
          <AgentsView agents={agents.data} />
        </>
      ) : agents.isError ? (
        <EmptyState
          title={t('agents.loadError')}
          action={<Button onClick={() => void agents.refetch()}>{t('agents.retry')}</Button>}
        />
      ) : (
        <div aria-busy="true" aria-label={t('agents.loading')}>
          <SkeletonCard />
        </div>
      )}
    </PageLayout>
  );
}

/** On the server: the agents, so every card, the count and the JSON-LD are in the HTML. */
export const prefetch: Prefetch = async ({ client }) => {
  await client.fetchQuery(agentsQuery());
};
