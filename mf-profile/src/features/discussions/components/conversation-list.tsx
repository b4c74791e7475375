import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { bareListStyles, Button, SkeletonCard } from '@immo237/shared/ui';
import { EmptyList } from '../../../components/empty-list';
import { useConversations } from '../hooks/use-conversations';
import { ConversationRow } from './conversation-row';

const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.xxs};
  ${bareListStyles}
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** My discussions, newest activity first; a row opens its thread at `${base}/discussions/{id}`. */
export function ConversationList({ base }: { base: string }) {
  const { t } = useTranslation('profile');
  const { items, loading, failed, retry, hasMore, loadingMore, loadMore } = useConversations();

  if (loading) {
    return (
      <div aria-busy="true" aria-label={t('discussions.loading')}>
        <SkeletonCard />
      </div>
    );
  }
  if (failed) {
    return (
      <Stack>
        <p role="alert">{t('discussions.loadFailed')}</p>
        <div>
          <Button variant="secondary" onClick={retry}>
            {t('discussions.retry')}
          </Button>
        </div>
      </Stack>
    );
  }
  if (items.length === 0) {
    return <EmptyList list="discussions" browseTo="/search" />;
  }
  return (
    <Stack>
      <List aria-label={t('discussions.listLabel')}>
        {items.map((conversation) => (
          <li key={conversation.id}>
            <ConversationRow
              conversation={conversation}
              to={`${base}/discussions/${encodeURIComponent(conversation.id)}`}
            />
          </li>
        ))}
      </List>
      {hasMore ? (
        <div>
          <Button variant="secondary" loading={loadingMore} onClick={loadMore}>
            {t('discussions.more')}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
