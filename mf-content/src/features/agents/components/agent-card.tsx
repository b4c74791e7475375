import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { Badge, Button, Card } from '@immo237/shared/ui';
import type { Agent } from '../agents-data';
import { AgentFacts } from './agent-facts';
import { AgentPortrait } from './agent-portrait';
import { preloadAgentContactDialog } from './lazy-agent-contact-dialog';

const Body = styled.article`
  display: flex;
  height: 100%;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};

  a {
    color: inherit;
  }
`;

const Specialty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Facts = styled(AgentFacts)`
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const Experience = styled.p`
  margin: 0 0 auto;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

interface AgentCardProps {
  agent: Agent;
  onContact: (agent: Agent) => void;
}

/**
 * One agent: portrait (silhouette when it cannot be shown), name linking to their page, specialty, city, languages,
 * experience, 'Annonceur vérifié' where it applies.
 */
export function AgentCard({ agent, onContact }: AgentCardProps) {
  const { t } = useTranslation('content');
  return (
    <Card $padding="md">
      <Body aria-labelledby={`agent-${agent.slug}`}>
        <Identity>
          <AgentPortrait agent={agent} size={72} />
          <div>
            <Name id={`agent-${agent.slug}`}>
              <Link to={`/agents/${agent.slug}`}>{agent.name}</Link>
            </Name>
            <Specialty>{t(`agents.specialties.${agent.specialty}`)}</Specialty>
          </div>
        </Identity>
        <Facts>
          <dt>{t('agents.location')}</dt>
          <dd>{agent.location}</dd>
          <dt>{t('agents.languages')}</dt>
          <dd>{agent.languages.map((language) => t(`agents.languageNames.${language}`)).join(', ')}</dd>
        </Facts>
        <Experience>{t('agents.experience', { count: agent.experience })}</Experience>
        {agent.verified && (
          <div>
            <Badge tone="success">{t('agents.verified')}</Badge>
          </div>
        )}
        <Button
          variant="primary"
          fullWidth
          aria-label={t('agents.contactAgent', { name: agent.name })}
          onClick={() => onContact(agent)}
          onPointerEnter={preloadAgentContactDialog}
          onFocus={preloadAgentContactDialog}
        >
          {t('agents.contact')}
        </Button>
      </Body>
    </Card>
  );
}
