import { useTranslation } from 'react-i18next';
import { ApiError, readAccessToken, toApiError } from '@immo237/shared/api';
import { useDataClient, useMutation, useQuery } from '@immo237/shared/data';
import { toast } from '@immo237/shared/toast';
import { useAccountKey } from '../../../lib/account-queries';
import { getMyVerification } from '../api/get-my-verification';
import { requestVerification } from '../api/request-verification';

const ERROR_KEYS = {
  VERIFICATION_PENDING: 'verification.errors.pending',
  ALREADY_VERIFIED: 'verification.errors.already',
  INVALID_IMAGE_TYPE: 'verification.errors.type',
  IMAGE_TOO_LARGE: 'verification.errors.size',
  INVALID_IMAGE: 'verification.errors.invalid',
  IMAGE_DIMENSIONS_TOO_LARGE: 'verification.errors.dimensions',
} as const;

/** 'Devenir annonceur vérifié': the account's request state and the call that sends one. */
export function useVerification() {
  const { t } = useTranslation('profile');
  const client = useDataClient();
  const key = [...useAccountKey(), 'verification'];
  // Only a session started by a real login is asked (as useFreshProfile does): a user put in the store alone (the
  // dev harness, storage-seeded tests) would be signed out by the 401 of a token the API never issued.
  const available = Boolean(readAccessToken());
  const query = useQuery(
    { queryKey: key, queryFn: () => getMyVerification(), enabled: available, retry: false },
    client,
  );
  const mutation = useMutation(
    {
      mutationFn: ({ phone, document }: { phone: string; document: File }) =>
        requestVerification(phone, document),
      onSuccess: (state) => {
        client.setQueryData(key, state);
        toast.success(t('verification.sent'), { id: 'verification', duration: 5000 });
      },
    },
    client,
  );
  const error = mutation.error ? errorText(mutation.error) : null;

  function errorText(raw: unknown): string {
    const apiError = raw instanceof ApiError ? raw : toApiError(raw);
    const known = ERROR_KEYS[apiError.code as keyof typeof ERROR_KEYS];
    if (known) return t(known);
    if (apiError.isNetworkError) return t('verification.errors.network');
    if (apiError.status === 400 && apiError.message) return apiError.message;
    return t('verification.errors.generic');
  }

  return {
    available,
    state: query.data ?? null,
    loading: query.isPending,
    loadFailed: query.isError,
    send: (phone: string, document: File) => mutation.mutateAsync({ phone, document }),
    sending: mutation.isPending,
    error,
    reset: () => mutation.reset(),
  };
}
