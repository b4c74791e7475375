import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@immo237/shared/api';
import { useDataClient, useQuery } from '@immo237/shared/data';
import { toast } from '@immo237/shared/toast';
import { isPast, readVerificationToken } from '../read-verification-token';
import { verifyEmail } from '../api/verify-email';

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
 * E-mail verification: verifying, then verified or expired. A token whose `exp` is already past
 * is expired without asking the server; a token that is not even readable is invalid (shown, not only
 * logged). The call goes through the site's query cache, keyed by the token: asked once however often the page
 * renders (verifying twice would be harmless anyway: the API keeps the first verification date), never retried
 * on its own, and `retry` lets the visitor try again after a network or server failure.
 */
export function useVerifyEmail(token: string | null) {
  const { t } = useTranslation('auth');
  const client = useDataClient();
  const decoded = readVerificationToken(token);
  const early: VerifyState | null = !decoded || !token ? 'invalid' : isPast(decoded.exp) ? 'expired' : null;
  const query = useQuery(
    {
      queryKey: ['verify-email', token],
      queryFn: async () => {
        await verifyEmail(token!);
        return true;
      },
      enabled: early === null,
      retry: false,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
    client,
  );

  useEffect(() => {
    if (query.isSuccess) toast.success(t('verifyEmail.verifiedToast'), { id: 'verify-email' });
  }, [query.isSuccess, t]);

  const state: VerifyState =
    early ??
    (query.isFetching || query.isPending ? 'verifying' : query.isError ? stateOf(query.error) : 'verified');

  return { state, email: decoded?.email ?? null, retry: () => void query.refetch() };
}
