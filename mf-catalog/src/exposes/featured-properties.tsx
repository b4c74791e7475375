export { default, prefetch } from '../features/featured/pages/featured-properties';
