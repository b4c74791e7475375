import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@immo237/shared/theme';
import { RELEASE } from '../release';

const Container = styled.div`
  width: 100%;
  max-width: 60rem;
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

interface PageLayoutProps {
  title: string;
  lead?: string;
  children?: ReactNode;
}

/** The frame of every content page: a centred container, the page's only h1 and an optional lead line. */
export function PageLayout({ title, lead, children }: PageLayoutProps) {
  return (
    <Container data-release={RELEASE}>
      <Header>
        <Title>{title}</Title>
        {lead ? <Lead>{lead}</Lead> : null}
      </Header>
      {children}
    </Container>
  );
}
