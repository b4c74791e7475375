export { default, prefetch } from '../features/listings/pages/buy-page';
