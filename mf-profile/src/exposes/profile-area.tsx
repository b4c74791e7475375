export { default } from '../features/area/pages/profile-area';
