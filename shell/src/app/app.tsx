import { BrowserRouter, useRoutes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@immo237/shared/theme';
import { AppToaster } from '@immo237/shared/toast';
import { routes } from './routes';

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * A declarative router (the site has no loaders or actions: the data router would cost 17 KB gzip on every
 * page). `useTransitions={false}`: a route change renders at once, like a store update, so the logout can put
 * the visitor on the home page before the session ends (see session/use-logout.ts) and the sign-in's own
 * navigation cannot lose a race with the public-only guard.
 */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
      <AppToaster />
    </ThemeProvider>
  );
}
