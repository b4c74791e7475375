import '../i18n';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../components/page-layout';

/** Mounted by the shell at /faq2. */
export default function Faq2Page() {
  const { t } = useTranslation('content');
  return <PageLayout title={t('faq2.title')} lead={t('faq2.subtitle')} />;
}
