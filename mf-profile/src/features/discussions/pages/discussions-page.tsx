import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '@immo237/shared/theme';
import { ButtonLink } from '@immo237/shared/ui';
import { ProfilePage } from '../../../components/profile-page';
import { ConversationList } from '../components/conversation-list';
import { ThreadPane } from '../components/thread-pane';
import { useLiveDiscussions } from '../hooks/use-live-discussions';

// Phones show one column at a time: the list at /discussions, the thread at /discussions/{id}. From `md` the
// list sits beside the thread.
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.lg};

  ${media.md} {
    grid-template-columns: minmax(14rem, 20rem) minmax(0, 1fr);
    align-items: start;
  }
`;

const ListColumn = styled.div<{ $hiddenOnPhone: boolean }>`
  display: ${({ $hiddenOnPhone }) => ($hiddenOnPhone ? 'none' : 'grid')};
  gap: ${({ theme }) => theme.spacing.md};
  min-width: 0;

  ${media.md} {
    display: grid;
  }
`;

const ThreadColumn = styled.div<{ $hiddenOnPhone: boolean }>`
  display: ${({ $hiddenOnPhone }) => ($hiddenOnPhone ? 'none' : 'block')};
  min-width: 0;

  ${media.md} {
    display: block;
    padding-left: ${({ theme }) => theme.spacing.lg};
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * /profile/discussions and /profile/discussions/{id}: my threads and the one opened. `base` is where the area is
 * mounted (the frame knows it), for the links between them.
 */
export function DiscussionsPage({ base }: { base: string }) {
  const { t } = useTranslation('profile');
  const { id } = useParams();
  useLiveDiscussions(id);
  return (
    <ProfilePage title={t('discussions.title')}>
      <Columns>
        <ListColumn $hiddenOnPhone={Boolean(id)}>
          <div>
            {/* A discussion starts from a listing: the favourites are where the listings I care about are. */}
            <ButtonLink as={Link} to={`${base}/favorites`} variant="secondary">
              {t('discussions.newMessage')}
            </ButtonLink>
          </div>
          <ConversationList base={base} />
        </ListColumn>
        <ThreadColumn $hiddenOnPhone={!id}>
          {id ? <ThreadPane key={id} id={id} base={base} /> : <Hint>{t('discussions.selectHint')}</Hint>}
        </ThreadColumn>
      </Columns>
    </ProfilePage>
  );
}
