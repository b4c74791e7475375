import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type Visit } from '@immo237/shared/api';
import { Button, SkeletonCard } from '@immo237/shared/ui';
import { EmptyList } from '../../../components/empty-list';
import { ProfilePage } from '../../../components/profile-page';
import { VisitItem } from '../components/visit-item';
import { useVisits } from '../hooks/use-visits';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  padding: 0;
  list-style: none;
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.muted};
`;

function Section({
  title,
  visits,
  onDecide,
  onRate,
}: {
  title: string;
  visits: Visit[];
  onDecide: Parameters<typeof VisitItem>[0]['onDecide'];
  onRate: Parameters<typeof VisitItem>[0]['onRate'];
}) {
  if (visits.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <List>
        {visits.map((visit) => (
          <VisitItem key={visit.id} visit={visit} onDecide={onDecide} onRate={onRate} />
        ))}
      </List>
    </section>
  );
}

/**
 * /profile/visites ('Mes visites'): the visits I asked for and those asked of me, the coming ones first, with their
 * status and what each side may do (confirm, decline, cancel). Times are Cameroon's.
 */
export function VisitsPage() {
  const { t } = useTranslation('profile');
  const { items, loading, failed, retry, decide, rate } = useVisits();
  const now = Date.now();
  const coming = items.filter((visit) => Date.parse(visit.endsAt) >= now);
  const past = items.filter((visit) => Date.parse(visit.endsAt) < now);

  let content;
  if (loading) {
    content = (
      <div aria-busy="true" aria-label={t('visits.loading')}>
        <SkeletonCard />
      </div>
    );
  } else if (failed) {
    content = (
      <>
        <p role="alert">{t('visits.loadFailed')}</p>
        <Button variant="secondary" onClick={retry}>
          {t('visits.retry')}
        </Button>
      </>
    );
  } else if (items.length === 0) {
    content = <EmptyList list="visits" browseTo="/search" />;
  } else {
    content = (
      <>
        <Section title={t('visits.coming')} visits={coming} onDecide={decide} onRate={rate} />
        <Section title={t('visits.past')} visits={past} onDecide={decide} onRate={rate} />
      </>
    );
  }

  return (
    <ProfilePage title={t('visits.title')}>
      <Lead>{t('visits.lead')}</Lead>
      {content}
    </ProfilePage>
  );
}
