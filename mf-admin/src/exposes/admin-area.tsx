import '../i18n';

export { default } from '../app/admin-area';
