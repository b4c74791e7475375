import '../i18n';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../components/page-layout';

export default function LandPage() {
  const { t } = useTranslation('catalog');
  return <PageLayout title={t('land.title')} lead={t('land.subtitle')} />;
}
