import { createRoot } from 'react-dom/client';
import { loadApiClient } from '@immo237/shared/api';
import { hasValidSession, useAuthStore } from '@immo237/shared/auth';
import { initI18n } from '@immo237/shared/i18n';
import type { Composition } from '@immo237/shared/routes';
import { App } from './app/app';
import { callsApiAtStart, remoteModuleAtStart, setComposition } from './app/route-table';
import { installGlobalErrorHandlers } from './errors/error-reporter';
import { embeddedComposition, takeComposition, UNKNOWN_COMPOSITION } from './federation/composition';
import { preloadStartupModule } from './federation/load-remote-module';
import { setupRemotes } from './federation/remotes-registry';
import './i18n';
import { syncSessionAcrossTabs } from './session/sync-across-tabs';

initI18n();
installGlobalErrorHandlers();
syncSessionAcrossTabs();

function start(composition: Composition) {
  setComposition(composition);
  void setupRemotes(Promise.resolve(composition));
  // The page's remote module loads beside React's first render, not after it (same request as the route's).
  const firstModule = remoteModuleAtStart(window.location.pathname, hasValidSession(useAuthStore.getState()));
  if (firstModule) preloadStartupModule(firstModule);
  // The HTTP client (axios, not part of the first render) loads now rather than at the page's first call.
  if (firstModule && callsApiAtStart(firstModule)) void loadApiClient().catch(() => undefined);
  const container = document.getElementById('root');
  if (container) createRoot(container).render(<App composition={composition} />);
}

// Pages from the shell's server carry the composition: the first render starts at once. Otherwise (the dev
// server) it is fetched first; without it, only the shell's own pages work and the others say 503.
const embedded = embeddedComposition();
if (embedded) start(embedded);
else
  takeComposition().then(start, (error: unknown) => {
    console.error('[immo237] the site composition could not be read', error);
    start(UNKNOWN_COMPOSITION);
  });
