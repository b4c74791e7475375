import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { PageHead, Prefetch } from '@immo237/shared/data';
import { i18n } from '@immo237/shared/i18n';
import { PageLayout } from '@immo237/shared/layout';
import { Button, ButtonLink, EmptyState, SkeletonCard } from '@immo237/shared/ui';
import '../../../i18n';
import { RELEASE } from '../../../release';
import { agentQuery, agentRatingsQuery } from '../api/agent-queries';
import type { AgentPageData } from '../agents-data';
import { AgentJsonLd } from '../components/agent-json-ld';
import { AgentProfileView } from '../components/agent-profile-view';
import { AgentRatings } from '../components/agent-ratings';
import { useAgent } from '../hooks/use-agents';

/** The head an agent's page writes (server render, link previews): name, specialty, cities, presentation. */
export function agentHead(agent: AgentPageData, language: 'fr' | 'en'): PageHead {
  const t = i18n.getFixedT(language, 'content');
  const specialty = t(`agents.specialties.${agent.specialty}`);
  const title = t('seo.agent.title', { name: agent.name, specialty });
  const flat = [
    t('seo.agent.description', { name: agent.name, specialty, cities: agent.cities.join(', ') }),
    agent.presentation,
  ]
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  const description = flat.length > 160 ? `${flat.slice(0, 159).trimEnd()}…` : flat;
  return { title, description, ...(agent.photo ? { image: agent.photo } : {}) };
}

/** Mounted by the shell at /agents/:slug. */
export default function AgentPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { t, i18n } = useTranslation('content');
  const agent = useAgent(slug);
  const data = agent.data;

  useEffect(() => {
    if (data) document.title = agentHead(data, i18n.language.startsWith('en') ? 'en' : 'fr').title;
  }, [data, i18n.language]);

  if (data === null) {
    return (
      <PageLayout title={t('agents.page.notFoundTitle')} release={RELEASE}>
        <EmptyState
          title={t('agents.page.notFoundText')}
          action={
            <ButtonLink as={Link} to="/agents">
              {t('agents.page.backToAgents')}
            </ButtonLink>
          }
        />
      </PageLayout>
    );
  }
  if (data) {
    return (
      <PageLayout title={data.name} release={RELEASE}>
        <AgentJsonLd agent={data} />
        <AgentProfileView agent={data} />
        <AgentRatings slug={slug} />
      </PageLayout>
    );
  }
  return (
    <PageLayout title={t('agents.page.loadingTitle')} release={RELEASE}>
      {agent.isError ? (
        <EmptyState
          title={t('agents.loadError')}
          action={<Button onClick={() => void agent.refetch()}>{t('agents.retry')}</Button>}
        />
      ) : (
        <div aria-busy="true">
          <SkeletonCard />
        </div>
      )}
    </PageLayout>
  );
}

/** On the server: the agent, their listings and ratings in the HTML, their own head; 404 for an unknown slug. */
export const prefetch: Prefetch = async ({ client, params, language }) => {
  const slug = params.slug ?? '';
  // The ratings beside the agent: a failure leaves them to the browser (prefetchQuery never throws).
  const [agent] = await Promise.all([
    client.fetchQuery(agentQuery(slug)),
    client.prefetchQuery(agentRatingsQuery(slug)),
  ]);
  return agent ? { head: agentHead(agent, language) } : { status: 404 };
};
