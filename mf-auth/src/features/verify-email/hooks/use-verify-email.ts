import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, verifyEmail } from '@immo237/shared/api';
import { toast } from '@immo237/shared/toast';
import { isPast, readVerificationToken } from '../read-verification-token';

export type VerifyState = 'verifying' | 'verified' | 'expired' | 'invalid' | 'userNotFound' | 'error';

const EXPIRED_CODES = new Set(['EXPIRED_TOKEN', 'TOKEN_EXPIRED']);

function stateOf(error: unknown): VerifyState {
  const code = error instanceof ApiError ? error.code : undefined;
  if (code && EXPIRED_CODES.has(code)) return 'expired';
  if (code === 'INVALID_TOKEN') return 'invalid';
  if (code === 'USER_NOT_FOUND') return 'userNotFound';
  return 'error';
}

/**
 * Spec §4, e-mail verification: verifying, then verified or expired. A token whose `exp` is already past
 * is expired without asking the server; a token that is not even readable is invalid (shown, not only
 * logged). `attempt` lets the visitor retry after a network or server failure.
 */
export function useVerifyEmail(token: string | null) {
  const { t } = useTranslation('auth');
  const decoded = readVerificationToken(token);
  const early: VerifyState | null = !decoded ? 'invalid' : isPast(decoded.exp) ? 'expired' : null;
  const [state, setState] = useState<VerifyState>(early ?? 'verifying');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (early || !token) {
      setState(early ?? 'invalid');
      return;
    }
    let current = true;
    setState('verifying');
    // Verifying twice (React's dev double effect) is harmless: the API keeps the first verification date.
    verifyEmail(token).then(
      () => {
        if (!current) return;
        setState('verified');
        toast.success(t('verifyEmail.verifiedToast'), { id: 'verify-email' });
      },
      (error: unknown) => {
        if (current) setState(stateOf(error));
      },
    );
    return () => {
      current = false;
    };
  }, [token, early, attempt, t]);

  return { state, email: decoded?.email ?? null, retry: () => setAttempt((n) => n + 1) };
}
