export { default } from '../features/unsubscribe-alert/pages/unsubscribe-alert-page';
