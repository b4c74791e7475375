import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { lockBodyScroll } from './scroll-lock';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusablesIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden], [inert]'),
  );
}

interface DialogBehaviour {
  open: boolean;
  onClose: () => void;
  panelRef: RefObject<HTMLElement | null>;
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
  closeOnBackdrop?: boolean | undefined;
}

/**
 * What Modal and Drawer share (WAI-ARIA dialog pattern): focus moves in on open, Tab and Shift+Tab
 * cycle inside, Escape closes, the page behind does not scroll, and focus goes back to the opener.
 * The panel's keydown is a React handler (not a document listener) so that an Escape in a nested
 * dialog closes only that one. A backdrop click closes only when the press also started on the
 * backdrop, so selecting text in a field and releasing outside does not lose the form.
 */
export function useDialogBehaviour({
  open,
  onClose,
  panelRef,
  initialFocusRef,
  closeOnBackdrop = true,
}: DialogBehaviour) {
  const onCloseRef = useRef(onClose);
  const pressStartedOnBackdrop = useRef(false);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const target = initialFocusRef?.current ?? (panel && focusablesIn(panel)[0]) ?? panel;
    target?.focus();
    const unlock = lockBodyScroll();
    return () => {
      unlock();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, panelRef, initialFocusRef]);

  const backdropProps = {
    onMouseDown: (event: MouseEvent<HTMLElement>) => {
      pressStartedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      const fromBackdrop = pressStartedOnBackdrop.current && event.target === event.currentTarget;
      pressStartedOnBackdrop.current = false;
      if (fromBackdrop && closeOnBackdrop) onCloseRef.current();
    },
  };

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    const panel = panelRef.current;
    if (event.key !== 'Tab' || !panel) return;
    const items = focusablesIn(panel);
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
      panel.focus();
    } else if (event.shiftKey && (active === first || active === panel)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return { panelProps: { onKeyDown }, backdropProps };
}
