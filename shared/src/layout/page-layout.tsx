import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../theme';

/** `narrow` (60rem) suits text pages (content), `wide` (75rem) card grids (catalogue). */
export type PageWidth = 'narrow' | 'wide';

const MAX_WIDTH: Record<PageWidth, string> = { narrow: '60rem', wide: '75rem' };

const Container = styled.div<{ $width: PageWidth }>`
  width: 100%;
  max-width: ${({ $width }) => MAX_WIDTH[$width]};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.lg} ${theme.spacing.md}`};

  ${media.md} {
    padding: ${({ theme }) => `${theme.spacing.xxl} ${theme.spacing.xl}`};
  }
`;

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.spacing.xl};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.xxl};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  overflow-wrap: anywhere;

  ${media.md} {
    font-size: ${({ theme }) => theme.typography.fontSizes.xxxl};
  }
`;

const Lead = styled.p`
  margin: ${({ theme }) => `${theme.spacing.xs} 0 0`};
  color: ${({ theme }) => theme.colors.muted};
`;

export interface PageLayoutProps {
  title: string;
  lead?: string;
  /** `narrow` by default. */
  width?: PageWidth;
  /** The remote's release label, published as `data-release` (which build drew the page). */
  release?: string;
  children?: ReactNode;
}

/** The frame of a page: a centred container, the page's only h1 and an optional lead line. */
export function PageLayout({ title, lead, width = 'narrow', release, children }: PageLayoutProps) {
  return (
    <Container $width={width} data-release={release}>
      <Header>
        <Title>{title}</Title>
        {lead ? <Lead>{lead}</Lead> : null}
      </Header>
      {children}
    </Container>
  );
}
