import { useTranslation } from 'react-i18next';
import { ProfilePage } from '../components/profile-page';

/** /profile/articles and /profile/dashboard: the same listing-management screen. */
export function MyPropertiesPage() {
  const { t } = useTranslation('profile');
  return <ProfilePage title={t('articles.title')} />;
}
