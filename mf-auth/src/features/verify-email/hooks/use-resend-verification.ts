import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@immo237/shared/api';
import { toast } from '@immo237/shared/toast';
import { resendVerificationEmailByEmail } from '../api/resend-verification-email-by-email';

export type ResendFailure =
  | 'verifyEmail.userNotFound'
  | 'verifyEmail.alreadyVerified'
  | 'verifyEmail.sendError'
  | 'verifyEmail.tooMany'
  | 'verifyEmail.unexpected';

export type ResendState =
  { status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; reason: ResendFailure };

/** Resend verification: USER_NOT_FOUND, EMAIL_ALREADY_VERIFIED and EMAIL_SEND_ERROR each say their own thing. */
function reasonOf(error: unknown): ResendFailure {
  switch (error instanceof ApiError ? error.code : undefined) {
    case 'USER_NOT_FOUND':
      return 'verifyEmail.userNotFound';
    case 'EMAIL_ALREADY_VERIFIED':
      return 'verifyEmail.alreadyVerified';
    case 'EMAIL_SEND_ERROR':
      return 'verifyEmail.sendError';
    // A few verification mails per account and hour.
    case 'TOO_MANY_REQUESTS':
      return 'verifyEmail.tooMany';
    default:
      return 'verifyEmail.unexpected';
  }
}

/** Sends the verification e-mail again to the address read from the expired token. */
export function useResendVerification(email: string | null) {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<ResendState>({ status: 'idle' });

  const resend = useCallback(async () => {
    if (!email) return;
    setState({ status: 'sending' });
    try {
      await resendVerificationEmailByEmail(email);
      setState({ status: 'sent' });
      toast.success(t('verifyEmail.resentToast'), { id: 'resend-verification' });
    } catch (error) {
      const reason = reasonOf(error);
      setState({ status: 'failed', reason });
      toast.error(t(reason), { id: 'resend-verification' });
    }
  }, [email, t]);

  return { state, resend };
}
