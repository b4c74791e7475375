import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * false during a server render and the hydration that follows it, true afterwards and in a page drawn by the
 * browser alone. What the HTML must offer without JavaScript (a plain form, a CSS-only drawer) renders while it
 * is false; the scripted behaviour takes over once it is true, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
