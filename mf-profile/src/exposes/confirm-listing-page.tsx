export { default } from '../features/confirm-listing/pages/confirm-listing-page';
