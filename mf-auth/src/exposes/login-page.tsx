export { default } from '../features/login/pages/login-page';
