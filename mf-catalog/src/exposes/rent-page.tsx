export { default, prefetch } from '../features/listings/pages/rent-page';
