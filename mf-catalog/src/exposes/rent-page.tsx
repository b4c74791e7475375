import '../i18n';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../components/page-layout';

export default function RentPage() {
  const { t } = useTranslation('catalog');
  return <PageLayout title={t('rent.title')} lead={t('rent.subtitle')} />;
}
