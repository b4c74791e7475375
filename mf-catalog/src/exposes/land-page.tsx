export { default, prefetch } from '../features/land/pages/land-page';
