// Colours were picked for WCAG AA (4.5:1) against `background` and `surface`; the contrast test guards that.
// Greens echo the Cameroonian flag without its saturated #007A5E, which fails AA for small white text.
const colors = {
  primary: '#00674B',
  primaryHover: '#00523C',
  primaryContrast: '#FFFFFF',
  primarySoft: '#E3F1EC',
  accent: '#F4C430',
  accentContrast: '#1B1B1B',
  danger: '#B42318',
  dangerHover: '#912018',
  dangerSoft: '#FDECEA',
  success: '#0A6B3A',
  successSoft: '#E6F4EC',
  warning: '#8A4B00',
  warningSoft: '#FFF4E0',
  info: '#1D4F91',
  infoSoft: '#E8F0FB',
  text: '#17211E',
  muted: '#55625D',
  border: '#C5CFCB',
  borderStrong: '#7A8782',
  background: '#FFFFFF',
  surface: '#F5F7F6',
  focus: '#1A56DB',
  overlay: 'rgba(13, 20, 18, 0.55)',
  skeleton: '#E4E9E7',
  skeletonHighlight: '#F1F4F3',
} as const;

const spacing = {
  none: '0',
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  xxxl: '4rem',
} as const;

const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;

export const theme = {
  colors,
  spacing,
  radii: { sm: '4px', md: '8px', lg: '12px', xl: '16px', pill: '999px', round: '50%' },
  shadows: {
    sm: '0 1px 2px rgba(16, 24, 22, 0.08)',
    md: '0 4px 12px rgba(16, 24, 22, 0.12)',
    lg: '0 12px 32px rgba(16, 24, 22, 0.18)',
  },
  breakpoints,
  typography: {
    // System fonts only: no web-font download on slow Cameroonian mobile networks.
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
    monoFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
    fontSizes: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.25rem',
      xxl: '1.5rem',
      xxxl: '2rem',
      display: '2.5rem',
    },
    fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
    lineHeights: { tight: 1.25, normal: 1.5, relaxed: 1.7 },
  },
  zIndices: { header: 100, dropdown: 200, drawer: 1000, modal: 1100, toast: 1200 },
  transitions: { fast: '120ms ease-out', normal: '220ms ease-out' },
  // Touch targets: 44 px minimum (WCAG 2.5.5) on the mobile-first base.
  controlHeights: { sm: '2.25rem', md: '2.75rem', lg: '3.25rem' },
} as const;

export type Theme = typeof theme;
export type ThemeColor = keyof Theme['colors'];
export type Breakpoint = keyof Theme['breakpoints'];
