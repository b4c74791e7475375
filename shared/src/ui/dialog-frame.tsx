import { useId, useRef, type HTMLAttributes, type ReactNode, type Ref, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseButton } from './close-button';
import { Backdrop, PanelBody, PanelFooter, PanelHeader, PanelTitle } from './overlay-styles';
import { useDialogBehaviour } from './use-dialog-behaviour';

/** What a Modal and a Drawer are told alike. */
export interface DialogContentProps {
  open: boolean;
  onClose: () => void;
  /** Visible heading; also the dialog's accessible name (aria-labelledby). */
  title: ReactNode;
  children?: ReactNode;
  /** Action buttons, laid out at the bottom right. */
  footer?: ReactNode;
  /** Element to focus on open; otherwise the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeOnBackdrop?: boolean;
}

/** The attributes and content the frame gives its panel: spread them on the styled panel element. */
export type DialogPanelProps = HTMLAttributes<HTMLDivElement> & { ref: Ref<HTMLDivElement> };

interface DialogFrameProps extends DialogContentProps {
  /** The layer the backdrop is drawn on; its test id is `${layer}-backdrop`. */
  layer: 'modal' | 'drawer';
  /** Where the panel stands on the backdrop: centred (Modal) or against one side (Drawer). */
  align: 'center' | 'left' | 'right';
  /** Draws the panel, whose look is the caller's (a centred card, a side panel). */
  panel: (props: DialogPanelProps) => ReactNode;
}

/**
 * A dialog rendered into document.body: backdrop, a panel named by its title, the close button, the body and the
 * footer; focus, Escape and scroll rules: useDialogBehaviour. Modal and Drawer are this frame with their panel.
 */
export function DialogFrame({
  open,
  onClose,
  title,
  children,
  footer,
  initialFocusRef,
  closeOnBackdrop = true,
  layer,
  align,
  panel,
}: DialogFrameProps) {
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
    <Backdrop $layer={layer} $align={align} data-testid={`${layer}-backdrop`} {...backdropProps}>
      {panel({
        ref: panelRef,
        role: 'dialog',
        'aria-modal': true,
        'aria-labelledby': titleId,
        tabIndex: -1,
        ...panelProps,
        children: (
          <>
            <PanelHeader>
              <PanelTitle id={titleId}>{title}</PanelTitle>
              <CloseButton onClick={onClose} />
            </PanelHeader>
            <PanelBody>{children}</PanelBody>
            {footer && <PanelFooter>{footer}</PanelFooter>}
          </>
        ),
      })}
    </Backdrop>,
    document.body,
  );
}
