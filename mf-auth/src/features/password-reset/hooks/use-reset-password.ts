import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@immo237/shared/api';
import { toast } from '@immo237/shared/toast';
import type { ResetValues } from '../password-schemas';
import { resetPassword } from '../api/reset-password';

export type ResetFailure =
  'resetPassword.invalidToken' | 'resetPassword.expiredToken' | 'resetPassword.failed';

function failureOf(error: unknown): ResetFailure {
  const code = error instanceof ApiError ? error.code : undefined;
  if (code === 'INVALID_TOKEN') return 'resetPassword.invalidToken';
  if (code === 'EXPIRED_TOKEN' || code === 'TOKEN_EXPIRED') return 'resetPassword.expiredToken';
  return 'resetPassword.failed';
}

/**
 * Sets the new password with the single-use token from the e-mail, then /login with a toast. A used,
 * unknown or expired token says so and offers a new link; the typed passwords are kept either way.
 */
export function useResetPassword(token: string) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<ResetFailure | null>(null);

  const submit = useCallback(
    async ({ password }: ResetValues) => {
      setFailure(null);
      try {
        await resetPassword(token, password);
        toast.success(t('resetPassword.success'), { id: 'reset-password' });
        navigate('/login', { replace: true });
      } catch (error) {
        const key = failureOf(error);
        setFailure(key);
        toast.error(t(key), { id: 'reset-password' });
      }
    },
    [navigate, t, token],
  );

  return { submit, failure };
}
