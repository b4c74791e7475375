// Type-only import: pulls the DefaultTheme augmentation into every program that imports the theme.
import type {} from './styled';

export { theme } from './theme';
export type { Theme, ThemeColor, Breakpoint } from './theme';
export { media } from './media';
export { GlobalStyle } from './global-style';
