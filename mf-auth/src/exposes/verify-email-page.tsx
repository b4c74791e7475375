export { default } from '../features/verify-email/pages/verify-email-page';
