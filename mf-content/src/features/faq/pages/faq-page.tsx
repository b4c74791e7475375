import { useTranslation } from 'react-i18next';
import { PageLayout } from '@immo237/shared/layout';
import { FaqJsonLd } from '../components/faq-json-ld';
import { RELEASE } from '../../../release';
import { FaqView } from '../components/faq-view';

/** Mounted by the shell at /faq: category chips, result count, several answers open at once. */
export default function FaqPage() {
  const { t } = useTranslation('content');
  return (
    <PageLayout title={t('faq.title')} lead={t('faq.subtitle')} release={RELEASE}>
      <FaqJsonLd />
      <FaqView mode="multiple" withChips />
    </PageLayout>
  );
}
