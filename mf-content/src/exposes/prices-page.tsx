import '../i18n';

export { default, prefetch } from '../features/prices/pages/prices-page';
