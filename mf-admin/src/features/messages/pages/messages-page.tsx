import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@immo237/shared/format';
import { Badge, Button } from '@immo237/shared/ui';
import { useAdminAction, useAdminQuery } from '../../../lib/admin-data';
import { Item, Row } from '../../../components/item-list';
import { PagedItems } from '../../../components/paged-items';
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
    <PagedItems query={query} page={page} perPage={PER_PAGE} onPage={setPage} empty={t('messages.empty')}>
      {(message) => (
        <Item key={message.id}>
          <h2>
            {message.subject || t(message.kind === 'contact' ? 'messages.kindContact' : 'messages.kindAdmin')}
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
      )}
    </PagedItems>
  );
}
