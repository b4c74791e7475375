import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { initI18n } from '@immo237/shared/i18n';
import { theme } from '@immo237/shared/theme';
import { AppToaster } from '@immo237/shared/toast';

/** Stands for every other page of the site: says where navigation led, so tests can check it. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

// jsdom has no matchMedia; the toaster asks it for prefers-reduced-motion.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/**
 * Renders `element` on route `path` at `url`, inside the providers the shell gives every remote (theme,
 * router, i18n, the toaster). Any other path renders its location in `data-testid="location"`.
 */
export function renderRoute(
  element: ReactElement,
  options: { path?: string; url?: string; state?: unknown } = {},
) {
  const { path = '/', url = path, state } = options;
  initI18n();
  return render(
    <ThemeProvider theme={theme}>
      <AppToaster />
      <MemoryRouter
        initialEntries={[
          { pathname: url.split('?')[0], search: url.includes('?') ? `?${url.split('?')[1]}` : '', state },
        ]}
      >
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}
