import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@immo237/shared/theme';
import { VisuallyHidden } from '@immo237/shared/ui';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.lg};

  ${media.lg} {
    grid-template-columns: 17rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing.xl};
  }
`;

const Results = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  min-width: 0;
`;

/**
 * Filters beside the results from 1024 px, above them (as a 'Filtres' button) on phones. The results open
 * with a heading for screen readers: the cards' h3 titles come under an h2, even on phones where the
 * filters' h2 is in a closed drawer (Lighthouse/axe 'heading-order').
 */
export function CatalogLayout({ filters, children }: { filters: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('catalog');
  return (
    <Layout>
      {filters}
      <Results>
        <VisuallyHidden as="h2">{t('list.results')}</VisuallyHidden>
        {children}
      </Results>
    </Layout>
  );
}
