import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ConversationSummary } from '@immo237/shared/api';
import { media } from '@immo237/shared/theme';
import { Badge, Button, SafetyNote, Skeleton } from '@immo237/shared/ui';
import { useThread } from '../hooks/use-thread';
import { BlockControl } from './block-control';
import { ListingThumb } from './listing-thumb';
import { MessageLog } from './message-log';
import { ReplyForm } from './reply-form';
import { ReportDialog } from './report-dialog';

const Pane = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  min-width: 0;
`;

// Phones only: from `md` the list is beside the thread.
const Back = styled(Link)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.controlHeights.md};
  font-weight: ${({ theme }) => theme.typography.fontWeights.medium};

  ${media.md} {
    display: none;
  }
`;

const Header = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: center;
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSizes.lg};
    overflow-wrap: anywhere;
  }

  p {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.xs};
    align-items: center;
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  align-items: center;
`;

const Closed = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

/** Why nobody can write in the thread any more, or null when I can. */
function closedReason(conversation: ConversationSummary): 'closed' | 'byMe' | 'byOther' | null {
  if (conversation.closed) return 'closed';
  if (conversation.blocked.byMe) return 'byMe';
  if (conversation.blocked.byOther) return 'byOther';
  return null;
}

/** One discussion: the listing, the other person, the safety advice, the messages and the reply form. */
export function ThreadPane({ id, base }: { id: string; base: string }) {
  const { t } = useTranslation('profile');
  const headingId = useId();
  const [reporting, setReporting] = useState(false);
  const thread = useThread(id);
  const back = (
    <Back to={`${base}/discussions`}>
      <span aria-hidden="true">←&nbsp;</span>
      {t('discussions.back')}
    </Back>
  );

  if (thread.loading) {
    return (
      <Pane aria-busy="true" aria-label={t('discussions.thread.loading')}>
        {back}
        <Skeleton height="3.5rem" />
        <Skeleton height="12rem" />
      </Pane>
    );
  }
  const { conversation } = thread;
  if (!conversation || thread.failed) {
    return (
      <Pane aria-label={t('discussions.title')}>
        {back}
        <p role="alert">
          {thread.notFound ? t('discussions.thread.notFound') : t('discussions.thread.loadFailed')}
        </p>
        {thread.notFound ? null : (
          <div>
            <Button variant="secondary" onClick={thread.retry}>
              {t('discussions.retry')}
            </Button>
          </div>
        )}
      </Pane>
    );
  }

  const { listing, other } = conversation;
  const closed = closedReason(conversation);
  return (
    <Pane aria-labelledby={headingId}>
      {back}
      <Header>
        <ListingThumb listing={listing} size="4rem" />
        <div>
          <h2 id={headingId}>
            {listing ? (
              <Link to={`/details/${encodeURIComponent(listing.slug)}`}>{listing.name}</Link>
            ) : (
              t('discussions.listingGone')
            )}
          </h2>
          <p>
            <span>
              {t('discussions.thread.with')}{' '}
              {other.agentSlug ? (
                <Link to={`/agents/${encodeURIComponent(other.agentSlug)}`}>{other.name}</Link>
              ) : (
                <strong>{other.name}</strong>
              )}
            </span>
            {other.verified ? <Badge tone="success">{t('discussions.verified')}</Badge> : null}
          </p>
        </div>
      </Header>
      <Actions>
        <Button variant="ghost" onClick={() => setReporting(true)}>
          {t('discussions.report.open')}
        </Button>
        <BlockControl
          name={other.name}
          blockedByMe={conversation.blocked.byMe}
          onChange={thread.setBlocked}
        />
      </Actions>
      <SafetyNote>{t('discussions.thread.safety')}</SafetyNote>
      <MessageLog
        messages={thread.messages}
        otherName={other.name}
        hasOlder={Boolean(thread.nextBefore)}
        loadingOlder={thread.loadingOlder}
        olderFailed={thread.olderFailed}
        onLoadOlder={thread.loadOlder}
        pending={thread.pending}
        onDismissPending={thread.dismissPending}
      />
      {closed ? <Closed>{t(`discussions.closed.${closed}`)}</Closed> : <ReplyForm onSend={thread.send} />}
      <ReportDialog conversationId={id} open={reporting} onClose={() => setReporting(false)} />
    </Pane>
  );
}
