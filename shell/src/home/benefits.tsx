import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@immo237/shared/theme';
import { BenefitIcon, type BenefitKey } from './benefit-icon';

const KEYS: BenefitKey[] = ['search', 'secure', 'agents', 'available'];

const Section = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  padding: ${({ theme }) => theme.spacing.xxl} ${({ theme }) => theme.spacing.md};
`;

const Inner = styled.div`
  max-width: 80rem;
  margin: 0 auto;
  h2 {
    text-align: center;
    margin: 0 0 ${({ theme }) => theme.spacing.xl};
  }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  ${media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
  li {
    background: ${({ theme }) => theme.colors.background};
    border-radius: ${({ theme }) => theme.radii.lg};
    padding: ${({ theme }) => theme.spacing.lg};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  h3 {
    margin: ${({ theme }) => theme.spacing.sm} 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export function Benefits() {
  const { t } = useTranslation('shell');
  return (
    <Section aria-labelledby="benefits-title">
      <Inner>
        <h2 id="benefits-title">{t('home.benefitsTitle')}</h2>
        <Grid>
          {KEYS.map((key) => (
            <li key={key}>
              <BenefitIcon name={key} />
              <h3>{t(`home.benefits.${key}.title`)}</h3>
              <p>{t(`home.benefits.${key}.text`)}</p>
            </li>
          ))}
        </Grid>
      </Inner>
    </Section>
  );
}
