import { useCallback, useEffect, useRef, type Ref } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * The attribute a control whose work is a script's carries in the server's markup until its block is live. The
 * shell's start-up script (shell/public/boot.js) holds a click, an Enter or a submit aimed at such a control in
 * `window.__immo237Held` (marking it `aria-busy`) instead of letting it be lost; the control takes it back and
 * performs it once live. Its value says what the control does: `click`, or `submit` for a form's submit button.
 * Without JavaScript the attribute stays, and the page's `<noscript>` style shows those controls as unavailable.
 */
export const AWAITS_SCRIPT = 'data-awaits-script';

export type LiveControlKind = 'click' | 'submit';

interface HeldControls {
  __immo237Held?: Element[];
}

/** Takes `element` out of the controls held before the page was live; true when it was held. */
export function takeHeld(element: Element): boolean {
  if (typeof window === 'undefined') return false;
  const held = (window as Window & HeldControls).__immo237Held;
  const index = held ? held.indexOf(element) : -1;
  if (!held || index < 0) return false;
  held.splice(index, 1);
  element.removeAttribute('aria-busy');
  return true;
}

/**
 * A control drawn by the server that needs its script: until its block is live it carries `AWAITS_SCRIPT`
 * (`marker`), and a click the start-up script held for it is performed once it is live — after the fields of the
 * same form have taken over what was typed before (they hand it over in the commit's microtasks), so a held
 * submit sends what the visitor sees. `waits: false` for a control that works without script (a GET form's
 * submit). Returns the ref to put on the control (filling the caller's own `outer` ref too) and whether it is live.
 */
export function useLiveControl<E extends HTMLElement>(
  kind: LiveControlKind,
  { outer, waits = true }: { outer?: Ref<E>; waits?: boolean } = {},
) {
  const live = useHydrated();
  const node = useRef<E | null>(null);
  useEffect(() => {
    const element = node.current;
    if (!live || !element || !takeHeld(element)) return;
    setTimeout(() => {
      if (element.isConnected) element.click();
    }, 0);
  }, [live]);
  const ref = useCallback(
    (element: E | null) => {
      node.current = element;
      if (typeof outer === 'function') outer(element);
      else if (outer) outer.current = element;
    },
    [outer],
  );
  const marker: Record<string, string> = !live && waits ? { [AWAITS_SCRIPT]: kind } : {};
  return { ref, live, marker };
}
