export { default } from '../app/profile-area';
