import { useEffect, useState } from 'react';

function matches(query: string): boolean {
  // jsdom and very old browsers have no matchMedia: they get the mobile-first layout.
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : false;
}

/**
 * Whether a media query matches, kept up to date. Read synchronously on the first render so a large
 * screen never flashes the mobile layout (and a phone never mounts the desktop panel).
 */
export function useMediaQuery(query: string): boolean {
  const [value, setValue] = useState(() => matches(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const update = () => setValue(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return value;
}

/** The theme's lg breakpoint (1024 px): from there the filters are a fixed panel instead of a drawer. */
export const LARGE_SCREEN = '(min-width: 1024px)';
