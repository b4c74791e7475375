import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept up to date. A page drawn in the browser reads it on its first render (a
 * large screen never flashes the mobile layout); a page drawn by the server, which knows no screen, hydrates with
 * the mobile-first layout and switches right after.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      // jsdom and very old browsers have no matchMedia: they get the mobile-first layout.
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** The theme's lg breakpoint (1024 px): from there the filters are a fixed panel instead of a drawer. */
export const LARGE_SCREEN = '(min-width: 1024px)';
