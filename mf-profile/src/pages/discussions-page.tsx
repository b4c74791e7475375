import { useTranslation } from 'react-i18next';
import { ProfilePage } from '../components/profile-page';

/** /profile/discussions. */
export function DiscussionsPage() {
  const { t } = useTranslation('profile');
  return <ProfilePage title={t('discussions.title')} />;
}
