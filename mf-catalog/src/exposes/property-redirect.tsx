export { default } from '../features/redirect/pages/property-redirect';
