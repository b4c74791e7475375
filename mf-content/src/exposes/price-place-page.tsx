import '../i18n';

export { default, prefetch } from '../features/prices/pages/price-place-page';
