import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import type { ConversationSummary } from '@immo237/shared/api';
import { media } from '@immo237/shared/theme';
import { Badge } from '@immo237/shared/ui';
import { UnreadBadge } from '../../../components/unread-badge';
import { formatWhen } from '../when';
import { ListingThumb } from './listing-thumb';

const Row = styled(NavLink)`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: flex-start;
  padding: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &.active {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  ${media.hover} {
    &:hover {
      background: ${({ theme }) => theme.colors.surface};
    }
  }
`;

const Body = styled.span`
  display: grid;
  flex: 1;
  gap: 0.125rem;
  min-width: 0;
`;

const Line = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  align-items: center;
  min-width: 0;
`;

// One line each, cut with an ellipsis: a long name never widens the page at 360 px.
const Cut = styled.span<{ $strong?: boolean; $muted?: boolean }>`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${({ theme, $strong }) =>
    $strong ? theme.typography.fontWeights.semibold : theme.typography.fontWeights.regular};
  color: ${({ theme, $muted }) => ($muted ? theme.colors.muted : 'inherit')};
  font-size: ${({ theme, $muted }) => ($muted ? theme.typography.fontSizes.sm : 'inherit')};
`;

const Grow = styled(Cut)`
  flex: 1;
`;

const Time = styled.time`
  flex: none;
  margin-left: auto;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
`;

/** One discussion in the list: photo and name of the listing, the other person, the last words, when, unread. */
export function ConversationRow({ conversation, to }: { conversation: ConversationSummary; to: string }) {
  const { t, i18n } = useTranslation('profile');
  const { listing, other, lastMessage, unread } = conversation;
  return (
    <Row to={to}>
      <ListingThumb listing={listing} />
      <Body>
        <Line>
          <Grow $strong={unread > 0}>{listing?.name ?? t('discussions.listingGone')}</Grow>
          <Time dateTime={lastMessage.createdAt}>{formatWhen(lastMessage.createdAt, i18n.language)}</Time>
        </Line>
        <Line>
          <Cut>{other.name}</Cut>
          {other.verified ? <Badge tone="success">{t('discussions.verified')}</Badge> : null}
        </Line>
        <Line>
          <Grow $muted>
            {lastMessage.mine ? t('discussions.mine', { text: lastMessage.excerpt }) : lastMessage.excerpt}
          </Grow>
          <UnreadBadge count={unread} />
        </Line>
      </Body>
    </Row>
  );
}
