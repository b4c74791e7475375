import '../i18n';

export { default } from '../features/area/pages/admin-area';
