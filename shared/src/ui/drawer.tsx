import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { media } from '../theme/media';
import { CloseButton } from './close-button';
import { Backdrop, PanelBody, PanelFooter, PanelHeader, PanelTitle } from './overlay-styles';
import { useDialogBehaviour } from './use-dialog-behaviour';

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

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** Visible heading and accessible name, e.g. 'Filtres'. */
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  side?: DrawerSide;
  /** CSS width from 480 px up; the filter drawer is 20rem wide. */
  width?: string;
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeOnBackdrop?: boolean;
}

/** A side panel (filters, mobile menu) with the same dialog rules as Modal. */
export function Drawer({
  open,
  onClose,
  title,
  children,
  footer,
  side = 'right',
  width = '20rem',
  initialFocusRef,
  closeOnBackdrop = true,
}: DrawerProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const { panelProps, backdropProps } = useDialogBehaviour({
    open,
    onClose,
    panelRef,
    initialFocusRef,
    closeOnBackdrop,
  });
  if (!open) return null;
  return createPortal(
    <Backdrop $layer="drawer" $align={side} data-testid="drawer-backdrop" {...backdropProps}>
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $side={side}
        $width={width}
        {...panelProps}
      >
        <PanelHeader>
          <PanelTitle id={titleId}>{title}</PanelTitle>
          <CloseButton onClick={onClose} />
        </PanelHeader>
        <PanelBody>{children}</PanelBody>
        {footer && <PanelFooter>{footer}</PanelFooter>}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
