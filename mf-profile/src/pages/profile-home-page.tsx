import { useTranslation } from 'react-i18next';
import { ProfilePage } from '../components/profile-page';

/** /profile (index): view and edit the profile. */
export function ProfileHomePage() {
  const { t } = useTranslation('profile');
  return <ProfilePage title={t('home.title')} />;
}
