import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@immo237/shared/theme';
import { RELEASE } from '../release';

// Phones get the form edge to edge; from `sm` up it sits on a card centred on a tinted page.
const Page = styled.div`
  display: flex;
  justify-content: center;
  width: 100%;
  padding: ${({ theme }) => `${theme.spacing.lg} ${theme.spacing.md}`};

  ${media.sm} {
    padding: ${({ theme }) => `${theme.spacing.xxl} ${theme.spacing.md}`};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Card = styled.div`
  width: 100%;
  max-width: 28rem;

  ${media.sm} {
    padding: ${({ theme }) => theme.spacing.xl};
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.spacing.lg};
  text-align: center;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.xxl};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
`;

const Lead = styled.p`
  margin: ${({ theme }) => `${theme.spacing.xs} 0 0`};
  color: ${({ theme }) => theme.colors.muted};
`;

interface AuthLayoutProps {
  title: string;
  lead?: string;
  children?: ReactNode;
}

/** The frame of every authentication screen: one narrow centred card with the page's only h1. */
export function AuthLayout({ title, lead, children }: AuthLayoutProps) {
  return (
    <Page data-release={RELEASE}>
      <Card>
        <Header>
          <Title>{title}</Title>
          {lead ? <Lead>{lead}</Lead> : null}
        </Header>
        {children}
      </Card>
    </Page>
  );
}
