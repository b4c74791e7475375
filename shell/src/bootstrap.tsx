import { startTransition } from 'react';
import { loadApiClient } from '@immo237/shared/api';
import { hasValidSession, useAuthStore } from '@immo237/shared/auth';
import { initI18n } from '@immo237/shared/i18n';
import type { Composition } from '@immo237/shared/routes';
import { CLIENT_ONLY_DIGEST } from './app/client-only-digest';
import { languageOfPath, pathWithinSite } from './app/language-address';
import { nextTask, oneAfterTheOther } from './app/next-task';
import { callsApiAtStart, remoteModuleAtStart, setComposition } from './app/route-table';
import { installGlobalErrorHandlers } from './errors/error-reporter';
import { embeddedComposition, takeComposition, UNKNOWN_COMPOSITION } from './federation/composition';
import { whenLive } from './federation/live-mark';
import { preloadStartupModule } from './federation/load-remote-module';
import { startOutboxIfWaiting } from './offline/outbox';
import { startServiceWorker } from './offline/service-worker';
import { setupRemotes } from './federation/remotes-registry';
import './i18n';
import { syncSessionAcrossTabs } from './session/sync-across-tabs';

const container = document.getElementById('root');
// The address decides the language (English under /en), as it did for the server: hydration starts from the same
// texts.
const drawnByServer = Boolean(container?.dataset.ssr);
initI18n(languageOfPath(window.location.pathname));
installGlobalErrorHandlers();
syncSessionAcrossTabs();

/**
 * React reports the parts the server left to the browser on purpose (a signed-in page, a remote whose server
 * code is unavailable) as recoverable errors: they are expected; anything else is reported as usual.
 */
function onRecoverableError(error: unknown) {
  const digest = (error as { digest?: unknown })?.digest;
  const cause = (error as { cause?: { digest?: unknown } })?.cause;
  if (digest === CLIENT_ONLY_DIGEST || cause?.digest === CLIENT_ONLY_DIGEST) return;
  console.error(error);
}

async function start(composition: Composition) {
  setComposition(composition);
  // This task evaluated the bootstrap's own modules (the session, i18next): the remotes start in the next one.
  await nextTask();
  void setupRemotes(Promise.resolve(composition));
  // The page's remote module loads beside React's first render, not after it (same request as the route's).
  const firstModule = remoteModuleAtStart(
    pathWithinSite(window.location.pathname),
    hasValidSession(useAuthStore.getState()),
  );
  if (firstModule) preloadStartupModule(firstModule);
  // The HTTP client (axios, not part of the first render) loads before the page's first call: now, for a page the
  // browser draws (it asks for its data at once); once live, for a page the server drew (its data came with it, and
  // the seconds before it is live belong to the code that makes it so). Axios is evaluated in a task before the
  // site's client module that configures it: together they are one long task on a slow phone.
  if (firstModule && callsApiAtStart(firstModule)) {
    const warm = () => void oneAfterTheOther(() => import('axios'), loadApiClient).catch(() => undefined);
    if (drawnByServer) whenLive(warm);
    else warm();
  }
  if (!container) return;
  // React DOM, then the application (router, styled-components, layout), each evaluated in its own task.
  await nextTask();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/app');
  await nextTask();
  if (drawnByServer) {
    // Hydration as a transition: React works through the page in slices of a few milliseconds and lets the
    // browser in between (a tap, a frame), instead of one long task on a slow phone's main thread. The page is
    // already drawn and its controls wait disabled until their block is live, so nothing is shown later for it.
    startTransition(() => {
      hydrateRoot(container, <App composition={composition} />, { onRecoverableError });
    });
  } else {
    createRoot(container).render(<App composition={composition} />);
  }
  startServiceWorker();
  void startOutboxIfWaiting();
}

// Pages from the shell's server carry the composition: the first render starts at once. Otherwise (the dev
// server) it is fetched first; without it, only the shell's own pages work and the others say 503.
const embedded = embeddedComposition();
if (embedded) void start(embedded);
else
  takeComposition().then(start, (error: unknown) => {
    console.error('[immo237] the site composition could not be read', error);
    return start(UNKNOWN_COMPOSITION);
  });
