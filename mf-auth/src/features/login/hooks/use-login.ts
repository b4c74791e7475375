import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { safeRedirect, useAuthStore } from '@immo237/shared/auth';
import { ApiError, startSession, type LoginResult } from '@immo237/shared/api';
import { toast } from '@immo237/shared/toast';
import type { LoginValues } from '../login-schema';
import { login } from '../api/login';
import { useAfterSignIn } from './use-after-sign-in';

/**
 * The login form's submit: global loading on, then success (session started in the one shared
 * store, so the shell's header shows the user at once; toast; go to `redirect`) or failure (one toast,
 * whatever the cause; the form keeps what was typed because nothing resets it).
 */
export function useLogin(): (values: LoginValues) => Promise<void> {
  const { t } = useTranslation('auth');
  const goTo = useAfterSignIn();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));

  return useCallback(
    async ({ email, password }: LoginValues) => {
      const { setLoading } = useAuthStore.getState();
      setLoading(true);
      let result: LoginResult;
      try {
        result = await login(email.trim(), password);
      } catch (error) {
        // An account disabled by an administrator is told so; every other cause stays one generic
        // message (it must not tell a wrong password from an unknown address).
        const disabled = error instanceof ApiError && error.code === 'USER_DISABLED_BY_ADMIN';
        toast.error(t(disabled ? 'login.disabled' : 'login.failed'), { id: 'login' });
        return;
      } finally {
        setLoading(false);
      }
      startSession(result);
      toast.success(t('login.success'), { id: 'login' });
      await goTo(target);
    },
    [goTo, t, target],
  );
}
