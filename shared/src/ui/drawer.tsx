import styled, { keyframes } from 'styled-components';
import { media } from '../theme/media';
import { DialogFrame, type DialogContentProps } from './dialog-frame';

export type DrawerSide = 'left' | 'right';

const slideFrom = (side: DrawerSide) => keyframes`
  from {
    transform: translateX(${side === 'left' ? '-100%' : '100%'});
  }
`;
const slideFromLeft = slideFrom('left');
const slideFromRight = slideFrom('right');

const Panel = styled.div<{ $side: DrawerSide; $width: string }>`
  display: flex;
  flex-direction: column;
  /* Mobile first: the whole screen on phones, the requested width from 480 px. */
  width: 100%;
  max-width: 100vw;
  height: 100%;
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
  animation: ${({ $side }) => ($side === 'left' ? slideFromLeft : slideFromRight)}
    ${({ theme }) => theme.transitions.normal};

  ${media.sm} {
    width: ${({ $width }) => $width};
  }
`;

export interface DrawerProps extends DialogContentProps {
  side?: DrawerSide;
  /** CSS width from 480 px up; the filter drawer is 20rem wide. */
  width?: string;
}

/** A side panel (filters, mobile menu) with the same dialog rules as Modal (DialogFrame). */
export function Drawer({ side = 'right', width = '20rem', ...dialog }: DrawerProps) {
  return (
    <DialogFrame
      {...dialog}
      layer="drawer"
      align={side}
      panel={(props) => <Panel {...props} $side={side} $width={width} />}
    />
  );
}
