import { useTranslation } from 'react-i18next';
import { ApiError, readAccessToken, toApiError } from '@immo237/shared/api';
import { useDataClient, useMutation, useQuery } from '@immo237/shared/data';
import { toast } from '@immo237/shared/toast';
import { useAccountKey } from '../../../lib/account-queries';
import { deleteMyAgentProfile } from '../api/delete-my-agent-profile';
import { getMyAgentProfile } from '../api/get-my-agent-profile';
import { saveMyAgentProfile, type AgentProfileInput } from '../api/save-my-agent-profile';

/** 'Je suis agent immobilier': the account's agent profile, and the calls that save or withdraw it. */
export function useAgentProfile() {
  const { t } = useTranslation('profile');
  const client = useDataClient();
  const key = [...useAccountKey(), 'agent-profile'];
  // As the verification panel: only a session started by a real login is asked.
  const available = Boolean(readAccessToken());
  const query = useQuery(
    { queryKey: key, queryFn: () => getMyAgentProfile(), enabled: available, retry: false },
    client,
  );
  const save = useMutation(
    {
      mutationFn: (input: AgentProfileInput) => saveMyAgentProfile(input),
      onSuccess: (profile) => {
        client.setQueryData(key, profile);
        toast.success(t('agentProfile.saved'), { id: 'agent-profile' });
      },
    },
    client,
  );
  const withdraw = useMutation(
    {
      mutationFn: () => deleteMyAgentProfile(),
      onSuccess: () => {
        client.setQueryData(key, null);
        toast.success(t('agentProfile.withdrawn'), { id: 'agent-profile' });
      },
    },
    client,
  );
  const failure = save.error ?? withdraw.error;
  let error: string | null = null;
  if (failure) {
    const apiError = failure instanceof ApiError ? failure : toApiError(failure);
    error = apiError.status === 400 ? t('agentProfile.errors.invalid') : t('agentProfile.errors.generic');
  }
  return {
    available,
    profile: query.data ?? null,
    loading: available && query.isPending,
    save: async (input: AgentProfileInput) => {
      withdraw.reset();
      try {
        await save.mutateAsync(input);
        return true;
      } catch {
        return false;
      }
    },
    withdraw: async () => {
      save.reset();
      try {
        await withdraw.mutateAsync();
      } catch {
        // The panel shows `error`.
      }
    },
    saving: save.isPending || withdraw.isPending,
    error,
  };
}
