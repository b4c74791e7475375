import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAuthStore } from '@immo237/shared/auth';
import { Card } from '@immo237/shared/ui';
import { headedBlock, ProfilePage } from '../../../components/profile-page';
import { ProfileEditForm } from '../components/profile-edit-form';
import { ProfileView } from '../components/profile-view';
import { useFreshProfile } from '../hooks/use-fresh-profile';
import { useSaveProfile } from '../hooks/use-save-profile';

const Activity = styled(Card)`
  margin-top: ${({ theme }) => theme.spacing.lg};

  ${headedBlock}
`;

/**
 * /profile (index): view and edit the profile; `panels` (what other features show about the account) come between
 * the profile and the activity.
 */
export function ProfileHomePage({ panels }: { panels?: ReactNode }) {
  const { t } = useTranslation('profile');
  const user = useAuthStore((state) => state.user);
  const [editing, setEditing] = useState(false);
  const { save, saving, error, clearError } = useSaveProfile();
  useFreshProfile();

  const leave = () => {
    clearError();
    setEditing(false);
  };

  return (
    <ProfilePage title={t('home.title')}>
      {editing ? (
        <ProfileEditForm
          user={user}
          saving={saving}
          error={error}
          onSave={async (values) => {
            if (await save(values)) setEditing(false);
          }}
          onCancel={leave}
        />
      ) : (
        <ProfileView user={user} onEdit={() => setEditing(true)} />
      )}
      {panels}
      <Activity>
        <h2>{t('home.activityTitle')}</h2>
        <p>{t('home.noActivity')}</p>
      </Activity>
    </ProfilePage>
  );
}
