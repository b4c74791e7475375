import '../i18n';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../components/page-layout';
import { FaqView } from '../features/faq/components/faq-view';

/** Mounted by the shell at /faq: category chips, result count, several answers open at once. */
export default function FaqPage() {
  const { t } = useTranslation('content');
  return (
    <PageLayout title={t('faq.title')} lead={t('faq.subtitle')}>
      <FaqView mode="multiple" withChips />
    </PageLayout>
  );
}
