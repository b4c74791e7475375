import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div<{ $tone: 'success' | 'error' }>`
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.successSoft : theme.colors.dangerSoft)};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
`;

/** The result line of a sent form: a polite status on success, an alert on failure. */
export function FormBanner({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  return (
    <Box $tone={tone} role={tone === 'success' ? 'status' : 'alert'}>
      {children}
    </Box>
  );
}
