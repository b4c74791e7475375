import '../i18n';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../components/page-layout';

/** Mounted by the shell at /contact. */
export default function ContactPage() {
  const { t } = useTranslation('content');
  return <PageLayout title={t('contact.title')} lead={t('contact.subtitle')} />;
}
