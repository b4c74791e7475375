import '../i18n';

export { default } from '../features/faq/pages/faq2-page';
