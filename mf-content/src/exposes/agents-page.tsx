import '../i18n';

export { default } from '../features/agents/pages/agents-page';
