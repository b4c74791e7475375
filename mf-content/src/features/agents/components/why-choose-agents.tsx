import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '@immo237/shared/ui';

const Box = styled.section`
  margin-top: ${({ theme }) => theme.spacing.xxl};
  padding: ${({ theme }) => theme.spacing.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
`;

const Points = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  padding: 0;
  list-style: none;

  @media (min-width: 768px) {
    grid-template-columns: repeat(3, 1fr);
  }

  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing.xxs};
    font-size: ${({ theme }) => theme.typography.fontSizes.md};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Cta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
`;

const POINTS = ['local', 'trust', 'languages'] as const;

/** The 'why choose our agents' block and the way to the team when no agent fits. */
export function WhyChooseAgents() {
  const { t } = useTranslation('content');
  return (
    <Box aria-labelledby="agents-why">
      <Title id="agents-why">{t('agents.why.title')}</Title>
      <Points>
        {POINTS.map((point) => (
          <li key={point}>
            <h3>{t(`agents.why.${point}Title`)}</h3>
            <p>{t(`agents.why.${point}Text`)}</p>
          </li>
        ))}
      </Points>
      <Cta>
        <span>{t('agents.contactText')}</span>
        <ButtonLink as={Link} to="/contact" variant="secondary">
          {t('agents.contactLink')}
        </ButtonLink>
      </Cta>
    </Box>
  );
}
