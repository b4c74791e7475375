import type { QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
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
  /** What every other path draws (nothing unless told): where a navigation away lands. */
  otherwise?: ReactNode;
  /** Shows the current URL under the routes: the status named 'current location' (`data-testid="location"`). */
  showLocation?: boolean;
  /** Starts from an empty browser query cache holding these entries, as a page the server drew does. */
  queryData?: ReadonlyArray<readonly [QueryKey, unknown]>;
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

/**
 * Renders `element` on route `path` at `url`, inside the providers the shell gives every remote (theme, router,
 * i18n; the toaster when asked). Tests only: the export is left out of every build (shared-singletons.mjs).
 */
export function renderRoute(element: ReactElement, options: RenderRouteOptions = {}) {
  const {
    path = '/',
    url = path,
    state,
    toaster = false,
    otherwise,
    showLocation = false,
    queryData,
  } = options;
  initI18n();
  if (queryData) {
    resetBrowserQueryClient();
    const client = browserQueryClient();
    for (const [key, data] of queryData) client.setQueryData(key, data);
  }
  return render(
    <ThemeProvider theme={theme}>
      {toaster && <AppToaster />}
      <MemoryRouter initialEntries={[firstEntry(url, state)]}>
        <Routes>
          <Route path={path} element={element} />
          {otherwise !== undefined && <Route path="*" element={otherwise} />}
        </Routes>
        {showLocation && <LocationProbe />}
      </MemoryRouter>
    </ThemeProvider>,
  );
}
