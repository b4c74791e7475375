export { default, prefetch } from '../features/search/pages/search-page';
