import { useTranslation } from 'react-i18next';
import { ProfilePage } from '../components/profile-page';

/** /profile/sales. */
export function SalesPage() {
  const { t } = useTranslation('profile');
  return <ProfilePage title={t('sales.title')} />;
}
