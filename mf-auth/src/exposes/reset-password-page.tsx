export { default } from '../features/password-reset/pages/reset-password-page';
