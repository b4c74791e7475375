import { theme, type Breakpoint } from './theme';

type MediaQueries = Record<Breakpoint, string> & {
  reducedMotion: string;
  hover: string;
};

const minWidth = (px: number): string => `@media (min-width: ${px}px)`;

/**
 * Mobile-first queries: write base styles for 360 px, then enlarge with `${media.md} { … }`.
 * Only min-width queries are offered so styles never fight each other across breakpoints.
 */
export const media: MediaQueries = {
  sm: minWidth(theme.breakpoints.sm),
  md: minWidth(theme.breakpoints.md),
  lg: minWidth(theme.breakpoints.lg),
  xl: minWidth(theme.breakpoints.xl),
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  // Hover effects only where a real pointer exists, so taps do not leave sticky hover states.
  hover: '@media (hover: hover) and (pointer: fine)',
};
