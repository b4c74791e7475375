import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { initI18n } from '@immo237/shared/i18n';
import { theme } from '@immo237/shared/theme';
import { LocationProbe } from './location-probe';

/**
 * Renders `element` on route `path` at `url`, inside the providers the shell gives every remote. Every
 * route also shows the current URL (data-testid "location") for navigation assertions.
 */
export function renderRoute(element: ReactElement, options: { path?: string; url?: string } = {}) {
  const { path = '/', url = path } = options;
  initI18n();
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<p>Autre page</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>,
  );
}
