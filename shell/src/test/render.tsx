import type { ReactElement, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { initI18n } from '@immo237/shared/i18n';
import {
  LocationProbe,
  renderRoute,
  renderRoutes as renderSharedRoutes,
} from '@immo237/shared/test-utils/render-route';
import { theme } from '@immo237/shared/theme';
import '../i18n';

initI18n();

export { LocationProbe };

/** The theme, for a test that draws (or hydrates) its own tree. */
export function Providers({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/**
 * Renders `routes` at `path` with the shell's texts: the remotes' shared renderRoutes, without transitions, as
 * the shell's BrowserRouter (app/app.tsx).
 */
export function renderRoutes(routes: RouteObject[], path = '/') {
  return renderSharedRoutes(routes, { url: path, transitions: false });
}

/** Renders one element at `path`, plus a catch-all that prints where navigation went. */
export function renderAt(element: ReactElement, path = '/', extra: RouteObject[] = []) {
  return renderRoute(element, {
    path: path.split('?')[0],
    url: path,
    routes: extra,
    otherwise: <LocationProbe />,
    transitions: false,
  });
}
