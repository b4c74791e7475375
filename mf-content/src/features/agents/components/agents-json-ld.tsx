import { useTranslation } from 'react-i18next';
import { JsonLd } from '@immo237/shared/ui';
import { AGENTS } from '../agents-data';

/** schema.org ItemList of the agents (all of them, whatever the search): each a Person with specialty and city. */
export function AgentsJsonLd() {
  const { t } = useTranslation('content');
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        numberOfItems: AGENTS.length,
        itemListElement: AGENTS.map((agent, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          item: {
            '@type': 'Person',
            name: agent.name,
            jobTitle: t(`agents.specialties.${agent.specialty}`),
            areaServed: agent.location,
          },
        })),
      }}
    />
  );
}
