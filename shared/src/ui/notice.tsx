import type { ReactNode } from 'react';
import styled from 'styled-components';

export type NoticeTone = 'info' | 'success' | 'danger';

const Box = styled.div<{ $tone: NoticeTone }>`
  margin-bottom: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.sm};
  border-left: 4px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $tone }) => theme.colors[`${$tone}Soft`]};
  color: ${({ theme }) => theme.colors.text};

  p {
    margin: 0;
  }
`;

interface NoticeProps {
  tone?: NoticeTone;
  children: ReactNode;
}

/**
 * A message on the page itself (not a toast) for outcomes the visitor must be able to read again: a
 * sent e-mail, an expired link. Errors are alerts (read at once); the rest are polite status messages.
 */
export function Notice({ tone = 'info', children }: NoticeProps) {
  return (
    <Box $tone={tone} role={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </Box>
  );
}
