import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { initI18n } from '@immo237/shared/i18n';
import { theme } from '@immo237/shared/theme';
import '../i18n';

initI18n();

export function Providers({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders `routes` in a memory router at `path`, with the theme and the shell's texts: a declarative router
 * without transitions, as the shell's BrowserRouter (app/app.tsx).
 */
export function renderRoutes(routes: RouteObject[], path = '/', options?: RenderOptions) {
  return render(
    <Providers>
      <MemoryRouter initialEntries={[path]} useTransitions={false}>
        <RouteTable routes={routes} />
      </MemoryRouter>
    </Providers>,
    options,
  );
}

/** Renders one element at `path`, plus a catch-all that prints where navigation went. */
export function renderAt(element: ReactElement, path = '/', extra: RouteObject[] = []) {
  return renderRoutes(
    [{ path: path.split('?')[0], element }, ...extra, { path: '*', element: <LocationProbe /> }],
    path,
  );
}

export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}
