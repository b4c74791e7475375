import '../i18n';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../components/page-layout';

export default function BuyPage() {
  const { t } = useTranslation('catalog');
  return <PageLayout title={t('buy.title')} lead={t('buy.subtitle')} />;
}
