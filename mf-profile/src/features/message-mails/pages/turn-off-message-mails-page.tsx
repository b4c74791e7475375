import '../../../i18n';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@immo237/shared/ui';
import { SignedLinkPage } from '../../../components/signed-link-page';
import { useTurnOffMessageMails } from '../hooks/use-turn-off-message-mails';

/**
 * /discussions/e-mails?token=… (public: the mail may be opened where nobody is signed in): the one-click link of a
 * mail about new messages. Those mails stop; 'Notifications par e-mail' on the profile turns them on again.
 */
export default function TurnOffMessageMailsPage() {
  const { t } = useTranslation('profile');
  const [params] = useSearchParams();
  const { state, retry } = useTurnOffMessageMails(params.get('token'));

  return (
    <SignedLinkPage
      id="message-mails-off-title"
      title={t('messageMails.off.title')}
      state={state}
      sending={t('messageMails.off.sending')}
      notice={() => t(`messageMails.off.${state as 'done' | 'expired' | 'invalid'}`)}
      error={t('messageMails.off.error')}
      retryLabel={t('messageMails.off.retry')}
      onRetry={retry}
      back={
        <ButtonLink as={Link} to="/profile" variant="secondary" fullWidth>
          {t('messageMails.off.myProfile')}
        </ButtonLink>
      }
    />
  );
}
