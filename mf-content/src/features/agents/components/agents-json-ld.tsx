import { useTranslation } from 'react-i18next';
import { itemListData } from '@immo237/shared/config';
import { JsonLd } from '@immo237/shared/ui';
import type { Agent } from '../agents-data';

/** schema.org ItemList of the agents (all of them, whatever the search): each a Person with specialty and city. */
export function AgentsJsonLd({ agents }: { agents: readonly Agent[] }) {
  const { t } = useTranslation('content');
  return (
    <JsonLd
      data={itemListData(
        agents.map((agent) => ({
          item: {
            '@type': 'Person',
            name: agent.name,
            jobTitle: t(`agents.specialties.${agent.specialty}`),
            areaServed: agent.location ?? undefined,
          },
        })),
      )}
    />
  );
}
