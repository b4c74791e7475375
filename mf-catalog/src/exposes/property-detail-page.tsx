import '../i18n';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageLayout } from '../components/page-layout';

/** Mounted by the shell at /details/:slug. */
export default function PropertyDetailPage() {
  const { t } = useTranslation('catalog');
  const { slug = '' } = useParams<{ slug: string }>();
  return <PageLayout title={t('detail.title')} lead={t('detail.reference', { slug })} />;
}
