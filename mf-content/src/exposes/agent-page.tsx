import '../i18n';

export { default, prefetch } from '../features/agents/pages/agent-page';
