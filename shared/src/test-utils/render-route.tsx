import type { QueryKey } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { browserQueryClient, resetBrowserQueryClient } from '../data';
import { initI18n } from '../i18n';
import { theme } from '../theme';
import { AppToaster } from '../toast';

export interface RenderRouteOptions {
  /** The route pattern `element` answers, `/` unless told. */
  path?: string;
  /** Where the router starts, `path` unless told; may carry a query string. */
  url?: string;
  /** History state of that first entry (what `navigate(to, { state })` would have left). */
  state?: unknown;
  /** Draws the toaster too, so toasts can be asserted (leave it off where a test mocks `@immo237/shared/toast`). */
  toaster?: boolean;
  /** Other routes beside `element`'s (matched by their paths, as a route table is). */
  routes?: readonly RouteObject[];
  /** What every other path draws (nothing unless told): where a navigation away lands. */
  otherwise?: ReactNode;
  /** Shows the current URL under the routes: the status named 'current location' (`data-testid="location"`). */
  showLocation?: boolean;
  /** Starts from an empty browser query cache holding these entries, as a page the server drew does. */
  queryData?: ReadonlyArray<readonly [QueryKey, unknown]>;
  /** The router's `useTransitions`; false: a route change renders at once, as in the shell's BrowserRouter. */
  transitions?: boolean;
}

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Shows the current URL (path and query string) so a test can assert on navigation, found by role and name
 * (`getByRole('status', { name: 'current location' })`); the label is for tests only, never shown to a user.
 */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" aria-label="current location">
      {`${location.pathname}${location.search}`}
    </output>
  );
}

function firstEntry(url: string, state: unknown) {
  if (state === undefined) return url;
  const [pathname = '', search] = url.split('?');
  return { pathname, search: search === undefined ? '' : `?${search}`, state };
}

/** What `renderRoutes` is told: all but the routes, which it is given whole. */
export type RenderRoutesOptions = Omit<RenderRouteOptions, 'path' | 'routes' | 'otherwise'>;

/**
 * Renders the route table `routes` at `url` (`/` unless told), inside the providers the shell gives every remote
 * (theme, router, i18n; the toaster when asked). Tests only: the export is left out of every build
 * (shared-singletons.mjs).
 */
export function renderRoutes(routes: RouteObject[], options: RenderRoutesOptions = {}) {
  const { url = '/', state, toaster = false, showLocation = false, queryData, transitions } = options;
  initI18n();
  if (queryData) {
    resetBrowserQueryClient();
    const client = browserQueryClient();
    for (const [key, data] of queryData) client.setQueryData(key, data);
  }
  return render(
    <ThemeProvider theme={theme}>
      {toaster && <AppToaster />}
      <MemoryRouter initialEntries={[firstEntry(url, state)]} useTransitions={transitions}>
        <RouteTable routes={routes} />
        {showLocation && <LocationProbe />}
      </MemoryRouter>
    </ThemeProvider>,
  );
}

/** Renders `element` on route `path` at `url` (renderRoutes), beside `routes` and the `otherwise` catch-all. */
export function renderRoute(element: ReactElement, options: RenderRouteOptions = {}) {
  const { path = '/', url = path, routes = [], otherwise, ...rest } = options;
  return renderRoutes(
    [{ path, element }, ...routes, ...(otherwise === undefined ? [] : [{ path: '*', element: otherwise }])],
    { url, ...rest },
  );
}

/** Where the link a user finds by the name `name` leads: its href (the test fails when there is no such link). */
export const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');
