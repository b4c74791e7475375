import '../i18n';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../components/page-layout';

export default function SearchPage() {
  const { t } = useTranslation('catalog');
  return <PageLayout title={t('search.title')} lead={t('search.subtitle')} />;
}
