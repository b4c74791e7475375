import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { initI18n } from '@immo237/shared/i18n';
import { theme } from '@immo237/shared/theme';
import { AppToaster } from '@immo237/shared/toast';

/** Renders `element` on route `path` at `url`, inside the providers the shell gives every remote (toasts too). */
export function renderRoute(element: ReactElement, options: { path?: string; url?: string } = {}) {
  const { path = '/', url = path } = options;
  initI18n();
  return render(
    <ThemeProvider theme={theme}>
      <AppToaster />
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}
