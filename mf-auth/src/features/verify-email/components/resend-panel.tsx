import { useTranslation } from 'react-i18next';
import { Button, Notice } from '@immo237/shared/ui';
import { useResendVerification } from '../hooks/use-resend-verification';

/** The expired state: says so, and offers to send a fresh link to the e-mail inside the token. */
export function ResendPanel({ email }: { email: string | null }) {
  const { t } = useTranslation('auth');
  const { state, resend } = useResendVerification(email);
  return (
    <>
      <Notice tone="danger">
        <p>{t('verifyEmail.expired')}</p>
        {email ? <p>{t('verifyEmail.expiredText', { email })}</p> : null}
      </Notice>
      {state.status === 'sent' && email ? (
        <Notice tone="success">
          <p>{t('verifyEmail.resent', { email })}</p>
        </Notice>
      ) : null}
      {state.status === 'failed' ? (
        <Notice tone="danger">
          <p>{t(state.reason)}</p>
        </Notice>
      ) : null}
      {email && state.status !== 'sent' ? (
        <Button fullWidth loading={state.status === 'sending'} onClick={() => void resend()}>
          {t('verifyEmail.resend')}
        </Button>
      ) : null}
    </>
  );
}
