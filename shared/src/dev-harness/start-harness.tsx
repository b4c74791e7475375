import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { initI18n } from '@immo237/shared/i18n';
import { GlobalStyle, theme } from '@immo237/shared/theme';
import { AppToaster } from '@immo237/shared/toast';

/**
 * Starts a remote's standalone dev harness (`pnpm --filter mf-… dev`): the shared providers the shell would give
 * (theme, global style, toasts, i18next, a router) around the remote's own routes, each at the path the shell
 * mounts it on. The remote imports its i18n resources first; the shell never loads a harness.
 */
export function startHarness(routes: ReactNode, container = document.getElementById('root')): void {
  if (!container) throw new Error('The harness page has no #root element');
  initI18n();
  createRoot(container).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <AppToaster />
        <BrowserRouter>
          <Routes>{routes}</Routes>
        </BrowserRouter>
      </ThemeProvider>
    </StrictMode>,
  );
}
