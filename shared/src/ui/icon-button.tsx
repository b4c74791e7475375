import type { ReactNode } from 'react';
import { css } from 'styled-components';

/** A square, borderless button the height of a control that holds one icon (the dialogs' ×, the password toggle). */
export const iconButtonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.controlHeights.md};
  height: ${({ theme }) => theme.controlHeights.md};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  cursor: pointer;
`;

/** A 20 px line icon in the text's colour, hidden from screen readers: its button carries the name. */
export function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
