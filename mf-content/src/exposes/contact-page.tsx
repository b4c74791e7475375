import '../i18n';

export { default } from '../features/contact/pages/contact-page';
