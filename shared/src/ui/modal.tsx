import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { media } from '../theme/media';
import { CloseButton } from './close-button';
import { Backdrop, PanelBody, PanelFooter, PanelHeader, PanelTitle } from './overlay-styles';
import { useDialogBehaviour } from './use-dialog-behaviour';

export type ModalSize = 'sm' | 'md' | 'lg';
const widths: Record<ModalSize, string> = { sm: '26rem', md: '36rem', lg: '52rem' };

const Panel = styled.div<{ $size: ModalSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  max-height: calc(100dvh - 2rem);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;

  ${media.md} {
    max-height: calc(100dvh - 4rem);
  }
`;

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Visible heading; also the dialog's accessible name (aria-labelledby). */
  title: ReactNode;
  children?: ReactNode;
  /** Action buttons, laid out at the bottom right. */
  footer?: ReactNode;
  size?: ModalSize;
  /** Element to focus on open; otherwise the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeOnBackdrop?: boolean;
}

/** A modal dialog rendered into document.body; focus, Escape and scroll rules: useDialogBehaviour. */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  closeOnBackdrop = true,
}: ModalProps) {
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
    <Backdrop $layer="modal" $align="center" data-testid="modal-backdrop" {...backdropProps}>
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $size={size}
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

/** Same component under the WAI-ARIA name, for readers who look for a Dialog. */
export const Dialog = Modal;
export type DialogProps = ModalProps;
