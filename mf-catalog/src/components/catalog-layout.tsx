import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@immo237/shared/theme';

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

/** Filters beside the results from 1024 px, above them (as a 'Filtres' button) on phones. */
export function CatalogLayout({ filters, children }: { filters: ReactNode; children: ReactNode }) {
  return (
    <Layout>
      {filters}
      <Results>{children}</Results>
    </Layout>
  );
}
