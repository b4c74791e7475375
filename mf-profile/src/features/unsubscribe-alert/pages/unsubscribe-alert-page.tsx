import '../../../i18n';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '@immo237/shared/theme';
import { Button, ButtonLink, Notice, Spinner } from '@immo237/shared/ui';
import { useUnsubscribeAlert } from '../hooks/use-unsubscribe-alert';

const Page = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.spacing.lg} ${theme.spacing.md}`};

  ${media.sm} {
    padding: ${({ theme }) => `${theme.spacing.xxl} ${theme.spacing.md}`};
  }
`;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  width: 100%;
  max-width: 30rem;

  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.typography.fontSizes.xxl};
    line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  }
`;

const Waiting = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
`;

/**
 * /alertes/desabonner?token=… (public: the mail may be opened where nobody is signed in): the alert mail's
 * one-click unsubscribe. The alert is paused; 'Mes alertes' can resume or delete it.
 */
export default function UnsubscribeAlertPage() {
  const { t } = useTranslation('profile');
  const [params] = useSearchParams();
  const { state, retry } = useUnsubscribeAlert(params.get('token'));
  const myAlerts = (
    <ButtonLink as={Link} to="/profile/alertes" variant="secondary" fullWidth>
      {t('unsubscribeAlert.myAlerts')}
    </ButtonLink>
  );

  return (
    <Page>
      <Panel aria-labelledby="unsubscribe-alert-title">
        <h1 id="unsubscribe-alert-title">{t('unsubscribeAlert.title')}</h1>
        {state === 'sending' ? (
          <div role="status" aria-busy="true">
            <Waiting>
              <Spinner />
              {t('unsubscribeAlert.sending')}
            </Waiting>
          </div>
        ) : state === 'error' ? (
          <>
            <Notice tone="danger">
              <p>{t('unsubscribeAlert.error')}</p>
            </Notice>
            <Button fullWidth onClick={retry}>
              {t('unsubscribeAlert.retry')}
            </Button>
          </>
        ) : (
          <>
            <Notice tone={state === 'done' ? 'success' : 'danger'}>
              <p>{t(`unsubscribeAlert.${state}`)}</p>
            </Notice>
            {myAlerts}
          </>
        )}
      </Panel>
    </Page>
  );
}
