import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import '../i18n';
import { initI18n } from '@immo237/shared/i18n';
import { theme } from '@immo237/shared/theme';
import { AppToaster } from '@immo237/shared/toast';

// jsdom has no matchMedia; react-hot-toast asks it for prefers-reduced-motion once a toast shows.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }) as unknown as MediaQueryList;

/** One page of the area with the shell's providers and the toaster, so toasts can be asserted. */
export function renderPage(element: ReactElement) {
  initI18n();
  return render(
    <ThemeProvider theme={theme}>
      <AppToaster />
      <MemoryRouter>{element}</MemoryRouter>
    </ThemeProvider>,
  );
}
