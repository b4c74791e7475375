import { useTranslation } from 'react-i18next';
import { ProfilePage } from '../components/profile-page';

/** /profile/messages. */
export function MessagesPage() {
  const { t } = useTranslation('profile');
  return <ProfilePage title={t('messages.title')} />;
}
