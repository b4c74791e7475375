export { default } from '../features/register/pages/register-page';
