import { createRoot } from 'react-dom/client';
import { initI18n } from '@immo237/shared/i18n';
import { App } from './app/app';
import { installGlobalErrorHandlers } from './errors/error-reporter';
import { setupRemotes } from './federation/remotes-registry';
import './i18n';
import { syncSessionAcrossTabs } from './session/sync-across-tabs';

initI18n();
// Not awaited: the shell's own frame paints at once; remote pages wait for the map before loading.
void setupRemotes();
installGlobalErrorHandlers();
syncSessionAcrossTabs();

const container = document.getElementById('root');
if (container) createRoot(container).render(<App />);
