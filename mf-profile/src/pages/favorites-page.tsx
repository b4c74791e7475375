import { useTranslation } from 'react-i18next';
import { ProfilePage } from '../components/profile-page';

/** /profile/favorites. */
export function FavoritesPage() {
  const { t } = useTranslation('profile');
  return <ProfilePage title={t('favorites.title')} />;
}
