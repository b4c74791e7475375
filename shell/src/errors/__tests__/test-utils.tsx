import { registerNamespace } from '@immo237/shared/i18n';
import { theme } from '@immo237/shared/theme';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';

// Our texts under `errors` of the `shell` namespace, as the shell merges them; registering also
// checks that English has every French key.
registerNamespace('shell', { fr: { errors: fr }, en: { errors: en } });

export function renderWithProviders(
  ui: ReactElement,
  { initialEntries = ['/'], ...options }: Omit<RenderOptions, 'wrapper'> & { initialEntries?: string[] } = {},
) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={initialEntries} initialIndex={initialEntries.length - 1}>
          {children}
        </MemoryRouter>
      </ThemeProvider>
    );
  }
  return render(ui, { ...options, wrapper: Providers });
}
