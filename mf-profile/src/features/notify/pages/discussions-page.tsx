import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@immo237/shared/theme';
import { Button, Card } from '@immo237/shared/ui';
import { ProfilePage } from '../../../components/profile-page';
import { NotifyForm } from '../components/notify-form';

const Frame = styled.div`
  position: relative;
  min-height: 28rem;
`;

// The demo behind the overlay: visible, but inert (no focus, no clicks, not read out).
const Behind = styled.div`
  display: grid;
  /* minmax(0, …): the one-line previews must be cut with an ellipsis, not widen the page on a phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.md};
  opacity: 0.45;

  ${media.md} {
    grid-template-columns: 16rem minmax(0, 1fr);
  }
`;

const Conversations = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.xs};
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.spacing.sm};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }

  p {
    margin: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Chat = styled(Card)`
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 16rem;

  textarea {
    width: 100%;
    font: inherit;
  }
`;

const Overlay = styled(Card)`
  position: absolute;
  inset: ${({ theme }) => theme.spacing.xl} 0 auto;
  max-width: 32rem;
  margin: 0 auto;
  box-shadow: ${({ theme }) => theme.shadows.lg};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.spacing.md};
  }
`;

const DEMO = ['one', 'two', 'three'] as const;

/** /profile/discussions: demo conversations under a coming-soon overlay with a notify box. */
export function DiscussionsPage() {
  const { t } = useTranslation('profile');
  return (
    <ProfilePage title={t('discussions.title')}>
      <Frame>
        <Behind inert aria-hidden="true">
          <div>
            <Button disabled>{t('discussions.newMessage')}</Button>
            <Conversations aria-label={t('discussions.listLabel')}>
              {DEMO.map((key) => (
                <li key={key}>
                  <strong>{t(`discussions.demo.${key}.name`)}</strong> · {t(`discussions.demo.${key}.time`)}
                  <p>{t(`discussions.demo.${key}.preview`)}</p>
                </li>
              ))}
            </Conversations>
          </div>
          <Chat aria-label={t('discussions.chatLabel')}>
            <p>{t('discussions.selectHint')}</p>
            <textarea disabled rows={2} placeholder={t('discussions.chatPlaceholder')} />
            <Button disabled>{t('discussions.send')}</Button>
          </Chat>
        </Behind>
        <Overlay role="region" aria-labelledby="discussions-soon">
          <h2 id="discussions-soon">{t('discussions.comingSoon')}</h2>
          <p>{t('discussions.overlayText')}</p>
          <NotifyForm topic="discussions" />
        </Overlay>
      </Frame>
    </ProfilePage>
  );
}
