import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, SkeletonCard } from '@immo237/shared/ui';
import { EmptyList } from '../../../components/empty-list';
import { ProfilePage } from '../../../components/profile-page';
import { AlertItem } from '../components/alert-item';
import { useAlerts } from '../hooks/use-alerts';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.muted};
`;

/** /profile/alertes: my saved searches, how often each is checked, pause and delete. */
export function AlertsPage() {
  const { t } = useTranslation('profile');
  const { items, loading, failed, retry, change, remove } = useAlerts();

  let content;
  if (loading) {
    content = (
      <div aria-busy="true" aria-label={t('alerts.loading')}>
        <SkeletonCard />
      </div>
    );
  } else if (failed) {
    content = (
      <>
        <p role="alert">{t('alerts.loadFailed')}</p>
        <Button variant="secondary" onClick={retry}>
          {t('alerts.retry')}
        </Button>
      </>
    );
  } else if (items.length === 0) {
    content = <EmptyList list="alerts" browseTo="/louer" />;
  } else {
    content = (
      <List>
        {items.map((alert) => (
          <AlertItem key={alert.id} alert={alert} onChange={change} onRemove={remove} />
        ))}
      </List>
    );
  }

  return (
    <ProfilePage title={t('alerts.title')}>
      <Lead>{t('alerts.lead')}</Lead>
      {!loading && !failed && items.length > 0 ? (
        <p aria-live="polite">{t('alerts.count', { count: items.length })}</p>
      ) : null}
      {content}
    </ProfilePage>
  );
}
