import '../i18n';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../components/page-layout';

/** Mounted by the shell at /faq. */
export default function FaqPage() {
  const { t } = useTranslation('content');
  return <PageLayout title={t('faq.title')} lead={t('faq.subtitle')} />;
}
