import { lazy, Suspense, useEffect, useMemo } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@immo237/shared/theme';
import type { Composition } from '@immo237/shared/routes';
import { useLive } from '../federation/live-mark';
import { routerBase } from './language-address';
import { oneAfterTheOther } from './next-task';
import { buildRoutes } from './routes';

// The toaster (react-hot-toast, 5 KB gzip) paints nothing until a toast is raised: it loads once the page is live
// instead of before it. A toast raised earlier waits in react-hot-toast's store and shows on mount. The library is
// evaluated in a task before the site's toaster module, so that the two do not make one long task after the page
// goes live.
const AppToaster = lazy(() =>
  oneAfterTheOther(
    () => import('react-hot-toast'),
    () => import('@immo237/shared/toast'),
  ).then((m) => ({ default: m.AppToaster })),
);
/** How long after hydration the toaster waits for a page that never says it is live. */
const TOASTER_FALLBACK_MS = 5000;

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * A declarative router (the site has no loaders or actions: the data router would cost 17 KB gzip on every
 * page). `useTransitions={false}`: a route change renders at once, like a store update, so the logout's move to
 * the home page commits with the session's end (see useLogout in @immo237/shared/api) and the sign-in's own
 * navigation cannot lose a race with the public-only guard. English pages live under the base '/en': every link
 * and navigation of an English page stays English.
 */
export function App({ composition }: { composition: Composition }) {
  return (
    <BrowserRouter useTransitions={false} basename={routerBase(window.location.pathname)}>
      <Site composition={composition} />
    </BrowserRouter>
  );
}

/** The site inside a router: the browser's (App) or the server's (server/render-page.tsx). */
export function Site({ composition }: { composition: Composition }) {
  const routes = useMemo(() => buildRoutes(composition), [composition]);
  useEffect(() => {
    // A mark for tests and tools: the page is live (hydrated, or drawn by the browser).
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <AppRoutes routes={routes} />
      <Toaster />
    </ThemeProvider>
  );
}

/**
 * Toasts only ever come from the browser: the toaster is not part of the server's HTML. Its own component, so that
 * the page turning live re-renders it alone: re-rendering the routes then would make React throw away the server's
 * markup of a page block still waiting for its remote's code and draw it again (the home's listings went 6 → 0 → 6).
 */
function Toaster() {
  // Once the page is live (its code comes first on a slow link), or a while after hydration on a page that never
  // says so (an error screen). A toast asked for before then waits in the toaster's store and shows on mount.
  const wanted = useLive(TOASTER_FALLBACK_MS);
  return wanted ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}
