import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media } from '@immo237/shared/theme';

const Section = styled.section`
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  font-size: ${({ theme }) => theme.typography.fontSizes.xxl};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};

  ${media.md} {
    font-size: ${({ theme }) => theme.typography.fontSizes.xxxl};
  }
`;

/** A block of a page with its h2 and muted lines under it (a teaser, a placeholder). */
export const headedBlock = css`
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

interface ProfilePageProps {
  title: string;
  children?: ReactNode;
}

/** One page of the profile area: its h1, then its content, in the right-hand column. */
export function ProfilePage({ title, children }: ProfilePageProps) {
  return (
    <Section>
      <Title>{title}</Title>
      {children}
    </Section>
  );
}
