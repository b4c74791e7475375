import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.md}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const Icon = styled.div`
  display: flex;
  font-size: 2.5rem;
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  color: ${({ theme }) => theme.colors.text};
`;

const Text = styled.p`
  max-width: 32rem;
  margin: 0;
`;

export interface EmptyStateProps {
  title: ReactNode;
  text?: ReactNode;
  /** Decorative; hidden from screen readers, the title carries the meaning. */
  icon?: ReactNode;
  /** Usually a Button or ButtonLink, e.g. 'Réinitialiser les filtres'. */
  action?: ReactNode;
  /** Heading level that fits the page's outline; h2 by default. */
  headingLevel?: 'h1' | 'h2' | 'h3' | 'h4';
  className?: string;
}

/** What a list shows when it has nothing: no results, no favourites, no messages. */
export function EmptyState({ title, text, icon, action, headingLevel = 'h2', className }: EmptyStateProps) {
  return (
    <Wrapper className={className}>
      {icon && <Icon aria-hidden="true">{icon}</Icon>}
      <Title as={headingLevel}>{title}</Title>
      {text && <Text>{text}</Text>}
      {action}
    </Wrapper>
  );
}
