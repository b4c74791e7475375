export { default, prefetch } from '../features/detail/pages/property-detail-page';
