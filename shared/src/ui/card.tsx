import styled from 'styled-components';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

/**
 * A surface for grouped content. Use `as="article"` / `as="li"` for semantics and `$padding`
 * to tune the inside; property cards use `$padding="none"` so the photo reaches the edges.
 */
export const Card = styled.div<{ $padding?: CardPadding; $interactive?: boolean }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  padding: ${({ theme, $padding = 'md' }) => theme.spacing[$padding]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: box-shadow ${({ theme }) => theme.transitions.normal};

  ${({ $interactive, theme }) =>
    $interactive &&
    `
    &:hover,
    &:focus-within {
      box-shadow: ${theme.shadows.md};
    }
  `}
`;
