import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSearchField, useSearchParameter } from '../../../components/filter-search-field';
import { CardGrid, ListCount, ListEmpty, ListTools } from '../../../components/list-styles';
import type { Agent } from '../agents-data';
import { useAgentFilter } from '../hooks/use-agent-filter';
import { AgentCard } from './agent-card';
import { LazyAgentContactDialog } from './lazy-agent-contact-dialog';
import { SpecialtyChips } from './specialty-chips';
import { WhyChooseAgents } from './why-choose-agents';

/** /agents: search, specialty chips, count, the agent cards and the contact dialog. */
export function AgentsView({ agents }: { agents: readonly Agent[] }) {
  const { t } = useTranslation('content');
  const asked = useSearchParameter();
  const { query, setQuery, specialty, setSpecialty, visible } = useAgentFilter(agents, asked);
  const [contacted, setContacted] = useState<Agent | null>(null);

  return (
    <>
      <ListTools>
        <FilterSearchField
          label={t('agents.searchLabel')}
          placeholder={t('agents.searchPlaceholder')}
          value={query}
          onChange={setQuery}
        />
        <SpecialtyChips value={specialty} onChange={setSpecialty} />
        <ListCount role="status" aria-live="polite">
          {t('agents.count', { count: visible.length })}
        </ListCount>
      </ListTools>
      {visible.length === 0 ? (
        <ListEmpty>{t('agents.empty')}</ListEmpty>
      ) : (
        <CardGrid $minWidth="14rem">
          {visible.map((agent) => (
            <li key={agent.slug}>
              <AgentCard agent={agent} onContact={setContacted} />
            </li>
          ))}
        </CardGrid>
      )}
      <WhyChooseAgents />
      <LazyAgentContactDialog agent={contacted} onClose={() => setContacted(null)} />
    </>
  );
}
