import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RecentlyViewedList, clearRecentlyViewed, useRecentlyViewed } from '@immo237/shared/recently-viewed';
import { Button } from '@immo237/shared/ui';
import { EmptyList } from '../../../components/empty-list';
import { ProfilePage } from '../../../components/profile-page';

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.spacing.md};
`;

/**
 * /profile/vus-recemment ('Vus récemment'): the listings this browser opened in the last 30 days, newest first.
 * Kept on this device only (the account has no copy); their pages open offline too.
 */
export function RecentlyViewedPage() {
  const { t } = useTranslation('profile');
  const items = useRecentlyViewed();
  return (
    <ProfilePage title={t('recentlyViewed.title')}>
      <Lead>{t('recentlyViewed.lead')}</Lead>
      {items.length === 0 ? (
        <EmptyList list="recentlyViewed" browseTo="/search" />
      ) : (
        <>
          <RecentlyViewedList items={items} />
          <Actions>
            <Button variant="secondary" onClick={clearRecentlyViewed}>
              {t('recentlyViewed.clear')}
            </Button>
          </Actions>
        </>
      )}
    </ProfilePage>
  );
}
