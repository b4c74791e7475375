import { useTranslation } from 'react-i18next';
import { JsonLd } from '@immo237/shared/ui';
import type { AgentPageData } from '../agents-data';

/** schema.org RealEstateAgent of an agent's page: who they are, where they work, what they offer. */
export function AgentJsonLd({ agent }: { agent: AgentPageData }) {
  const { t } = useTranslation('content');
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'RealEstateAgent',
        name: agent.name,
        description: agent.presentation || undefined,
        image: agent.photo ?? undefined,
        areaServed: agent.cities,
        knowsLanguage: agent.languages,
        makesOffer: agent.products.map((product) => ({
          '@type': 'Offer',
          name: product.name,
          price: product.price,
          priceCurrency: product.currency || 'XAF',
          url: `/details/${product.slug}`,
        })),
        additionalType: t(`agents.specialties.${agent.specialty}`),
      }}
    />
  );
}
