import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMonthYear, formatPhone } from '@immo237/shared/format';
import { Badge, Card, EmptyState } from '@immo237/shared/ui';
import { CardGrid } from '../../../components/list-styles';
import type { AgentPageData } from '../agents-data';
import { AgentContactForm } from './agent-contact-form';
import { AgentFacts } from './agent-facts';
import { AgentPortrait } from './agent-portrait';
import { AgentListingCard } from './agent-listing-card';

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  align-items: start;

  @media (min-width: 48rem) {
    grid-template-columns: 1fr 22rem;
  }
`;

const Identity = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

const Specialty = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Facts = styled(AgentFacts)`
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

const Presentation = styled.p`
  margin: 0;
  white-space: pre-line;
`;

const SectionTitle = styled.h2`
  margin: ${({ theme }) => `${theme.spacing.xl} 0 ${theme.spacing.md}`};
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
`;

const FormTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
`;

/** /agents/{slug}: who the agent is, their active listings, and the form that reaches them. */
export function AgentProfileView({ agent }: { agent: AgentPageData }) {
  const { t, i18n } = useTranslation('content');
  return (
    <>
      <Top>
        <section aria-label={t('agents.page.about', { name: agent.name })}>
          <Identity>
            <AgentPortrait agent={agent} size={128} />
            <div>
              <Specialty>{t(`agents.specialties.${agent.specialty}`)}</Specialty>
              {agent.verified && <Badge tone="success">{t('agents.verified')}</Badge>}
            </div>
          </Identity>
          <Facts>
            <dt>{t('agents.page.cities')}</dt>
            <dd>{agent.cities.join(', ')}</dd>
            <dt>{t('agents.languages')}</dt>
            <dd>{agent.languages.map((language) => t(`agents.languageNames.${language}`)).join(', ')}</dd>
            <dt>{t('agents.page.experienceLabel')}</dt>
            <dd>{t('agents.experience', { count: agent.experience })}</dd>
            {agent.phone && (
              <>
                <dt>{t('agents.page.phone')}</dt>
                <dd>
                  <a href={`tel:${agent.phone}`}>{formatPhone(agent.phone)}</a>
                </dd>
              </>
            )}
            <dt>{t('agents.page.memberSinceLabel')}</dt>
            <dd>{formatMonthYear(agent.memberSince, i18n.language)}</dd>
          </Facts>
          {agent.presentation && <Presentation>{agent.presentation}</Presentation>}
        </section>
        <Card $padding="md">
          <section aria-labelledby="agent-contact-title">
            <FormTitle id="agent-contact-title">{t('agents.dialog.title', { name: agent.name })}</FormTitle>
            <AgentContactForm agent={agent} />
          </section>
        </Card>
      </Top>
      <section aria-labelledby="agent-listings-title">
        <SectionTitle id="agent-listings-title">
          {t('agents.page.listings', { count: agent.products.length })}
        </SectionTitle>
        {agent.products.length === 0 ? (
          <EmptyState title={t('agents.page.noListings')} headingLevel="h3" />
        ) : (
          <CardGrid $minWidth="15rem">
            {agent.products.map((product) => (
              <li key={product.id}>
                <AgentListingCard product={product} />
              </li>
            ))}
          </CardGrid>
        )}
      </section>
    </>
  );
}
