export { default } from '../features/password-reset/pages/forgot-password-page';
