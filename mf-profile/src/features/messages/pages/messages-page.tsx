import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState, Pagination, Skeleton } from '@immo237/shared/ui';
import { ProfilePage } from '../../../components/profile-page';
import { MessageItem } from '../components/message-item';
import { MESSAGES_PER_PAGE, useMyMessages } from '../hooks/use-my-messages';

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.muted};
`;

/** /profile/messages: what visitors wrote about my listings from their detail pages. */
export function MessagesPage() {
  const { t } = useTranslation('profile');
  const [page, setPage] = useState(1);
  const { data, loading, failed } = useMyMessages(page);
  const pageCount = data ? Math.ceil(data.total / MESSAGES_PER_PAGE) : 0;

  let content;
  if (loading && !data) {
    content = (
      <List aria-busy="true" aria-label={t('messages.loading')}>
        <Skeleton height="6rem" />
        <Skeleton height="6rem" />
      </List>
    );
  } else if (failed) {
    content = <p role="alert">{t('messages.loadFailed')}</p>;
  } else if (!data || data.items.length === 0) {
    content = <EmptyState title={t('messages.empty')} text={t('messages.emptyText')} headingLevel="h2" />;
  } else {
    content = (
      <>
        <List aria-busy={loading}>
          {data.items.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </List>
        {pageCount > 1 && (
          <Pagination
            page={page}
            pageCount={pageCount}
            onChange={(next) => {
              setPage(next);
              window.scrollTo?.({ top: 0 });
            }}
          />
        )}
      </>
    );
  }

  return (
    <ProfilePage title={t('messages.title')}>
      <Intro>{t('messages.intro')}</Intro>
      {content}
    </ProfilePage>
  );
}
