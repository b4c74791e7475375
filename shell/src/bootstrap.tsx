import { createRoot } from 'react-dom/client';
import { loadApiClient } from '@immo237/shared/api';
import { hasValidSession, useAuthStore } from '@immo237/shared/auth';
import { initI18n } from '@immo237/shared/i18n';
import { App } from './app/app';
import { callsApiAtStart, remoteModuleAtStart } from './app/route-table';
import { installGlobalErrorHandlers } from './errors/error-reporter';
import { preloadStartupModule } from './federation/load-remote-module';
import { setupRemotes } from './federation/remotes-registry';
import './i18n';
import { syncSessionAcrossTabs } from './session/sync-across-tabs';

initI18n();
// Not awaited: the shell's own frame paints at once; remote pages wait for the map before loading.
void setupRemotes();
// The page's remote module loads beside React's first render, not after it (same request as the route's).
const firstModule = remoteModuleAtStart(window.location.pathname, hasValidSession(useAuthStore.getState()));
if (firstModule) preloadStartupModule(firstModule);
// The HTTP client (axios, not part of the first render) loads now rather than at the page's first call.
if (firstModule && callsApiAtStart(firstModule)) void loadApiClient().catch(() => undefined);
installGlobalErrorHandlers();
syncSessionAcrossTabs();

const container = document.getElementById('root');
if (container) createRoot(container).render(<App />);
