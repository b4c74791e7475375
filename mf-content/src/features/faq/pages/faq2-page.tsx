import { useTranslation } from 'react-i18next';
import { PageLayout } from '@immo237/shared/layout';
import { FaqJsonLd } from '../components/faq-json-ld';
import { RELEASE } from '../../../release';
import { FaqView } from '../components/faq-view';

/** Mounted by the shell at /faq2: the older variant, same content, one answer open at a time. */
export default function Faq2Page() {
  const { t } = useTranslation('content');
  return (
    <PageLayout title={t('faq2.title')} lead={t('faq2.subtitle')} release={RELEASE}>
      <FaqJsonLd />
      <FaqView mode="single" withChips={false} />
    </PageLayout>
  );
}
