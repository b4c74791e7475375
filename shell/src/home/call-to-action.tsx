import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink } from '@immo237/shared/ui';
import { PrefetchLink } from '../federation/prefetch-link';

const Section = styled.section`
  max-width: 60rem;
  margin: ${({ theme }) => theme.spacing.xxl} auto 0;
  padding: 0 ${({ theme }) => theme.spacing.md};
  text-align: center;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.lg};
`;

export function CallToAction() {
  const { t } = useTranslation('shell');
  return (
    <Section aria-labelledby="cta-title">
      <h2 id="cta-title">{t('home.ctaTitle')}</h2>
      <p>{t('home.ctaText')}</p>
      <Actions>
        <ButtonLink as={PrefetchLink} to="/register" size="lg">
          {t('home.ctaRegister')}
        </ButtonLink>
        <ButtonLink as={PrefetchLink} to="/properties" size="lg" variant="secondary">
          {t('home.ctaSearch')}
        </ButtonLink>
      </Actions>
    </Section>
  );
}
