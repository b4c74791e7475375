import '../../../i18n';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@immo237/shared/ui';
import { SignedLinkPage } from '../../../components/signed-link-page';
import { useUnsubscribeAlert } from '../hooks/use-unsubscribe-alert';

/**
 * /alertes/desabonner?token=… (public: the mail may be opened where nobody is signed in): the alert mail's
 * one-click unsubscribe. The alert is paused; 'Mes alertes' can resume or delete it.
 */
export default function UnsubscribeAlertPage() {
  const { t } = useTranslation('profile');
  const [params] = useSearchParams();
  const { state, retry } = useUnsubscribeAlert(params.get('token'));

  return (
    <SignedLinkPage
      id="unsubscribe-alert-title"
      title={t('unsubscribeAlert.title')}
      state={state}
      sending={t('unsubscribeAlert.sending')}
      notice={() => t(`unsubscribeAlert.${state as 'done' | 'expired' | 'invalid' | 'notFound'}`)}
      error={t('unsubscribeAlert.error')}
      retryLabel={t('unsubscribeAlert.retry')}
      onRetry={retry}
      back={
        <ButtonLink as={Link} to="/profile/alertes" variant="secondary" fullWidth>
          {t('unsubscribeAlert.myAlerts')}
        </ButtonLink>
      }
    />
  );
}
