import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@immo237/shared/format';
import { Badge, Button, EmptyState } from '@immo237/shared/ui';
import { useAdminAction, useAdminQuery } from '../../../lib/admin-data';
import { Item, ItemList, Row } from '../../../components/item-list';
import { ListPagination } from '../../../components/list-pagination';
import { QueryState } from '../../../components/query-state';
import { listTeamMessages } from '../api/list-team-messages';
import { markTeamMessageHandled } from '../api/mark-team-message-handled';

const PER_PAGE = 20;

/** 'Messages': what visitors sent to the team (send-message-to-admin and the contact page), newest first. */
export default function MessagesPage() {
  const { t, i18n } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const query = useAdminQuery(['messages', page], () => listTeamMessages(page, PER_PAGE));
  const { run, running } = useAdminAction();
  return (
    <QueryState query={query}>
      {query.data?.items.length === 0 ? (
        <EmptyState title={t('messages.empty')} headingLevel="h2" />
      ) : (
        <ItemList>
          {query.data?.items.map((message) => (
            <Item key={message.id}>
              <h2>
                {message.subject ||
                  t(message.kind === 'contact' ? 'messages.kindContact' : 'messages.kindAdmin')}
              </h2>
              <Row>
                <Badge tone="neutral">
                  {t(message.kind === 'contact' ? 'messages.kindContact' : 'messages.kindAdmin')}
                </Badge>
                {message.handled ? <Badge tone="success">{t('messages.handled')}</Badge> : null}
              </Row>
              <p>
                {t('messages.from', {
                  name: message.name ?? t('messages.anonymous'),
                  email: message.email ?? '—',
                  interpolation: { escapeValue: false },
                })}{' '}
                · {formatDate(message.createdAt, i18n.language)}
              </p>
              <p style={{ whiteSpace: 'pre-line' }}>{message.body}</p>
              {message.handled ? null : (
                <Row>
                  <Button
                    size="sm"
                    loading={running === message.id}
                    disabled={running !== null}
                    onClick={() => run(message.id, () => markTeamMessageHandled(message.id))}
                  >
                    {t('messages.markHandled')}
                  </Button>
                </Row>
              )}
            </Item>
          ))}
        </ItemList>
      )}
      <ListPagination page={page} total={query.data?.total ?? 0} perPage={PER_PAGE} onChange={setPage} />
    </QueryState>
  );
}
