import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { FilterSearchField, SEARCH_PARAMETER } from '../../../components/filter-search-field';
import type { Agent } from '../agents-data';
import { useAgentFilter } from '../hooks/use-agent-filter';
import { AgentCard } from './agent-card';
import { LazyAgentContactDialog } from './lazy-agent-contact-dialog';
import { SpecialtyChips } from './specialty-chips';
import { WhyChooseAgents } from './why-choose-agents';

const Tools = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  padding: ${({ theme }) => `${theme.spacing.xl} 0`};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

/** /agents: search, specialty chips, count, the agent cards and the contact dialog. */
export function AgentsView({ agents }: { agents: readonly Agent[] }) {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const { query, setQuery, specialty, setSpecialty, visible } = useAgentFilter(
    agents,
    params.get(SEARCH_PARAMETER) ?? '',
  );
  const [contacted, setContacted] = useState<Agent | null>(null);

  return (
    <>
      <Tools>
        <FilterSearchField
          label={t('agents.searchLabel')}
          placeholder={t('agents.searchPlaceholder')}
          value={query}
          onChange={setQuery}
        />
        <SpecialtyChips value={specialty} onChange={setSpecialty} />
        <Count role="status" aria-live="polite">
          {t('agents.count', { count: visible.length })}
        </Count>
      </Tools>
      {visible.length === 0 ? (
        <Empty>{t('agents.empty')}</Empty>
      ) : (
        <Grid>
          {visible.map((agent) => (
            <li key={agent.slug}>
              <AgentCard agent={agent} onContact={setContacted} />
            </li>
          ))}
        </Grid>
      )}
      <WhyChooseAgents />
      <LazyAgentContactDialog agent={contacted} onClose={() => setContacted(null)} />
    </>
  );
}
