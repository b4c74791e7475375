import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type Visit } from '@immo237/shared/api';
import { useDataClient, useQuery } from '@immo237/shared/data';
import { toast } from '@immo237/shared/toast';
import { useAccountKey } from '../../../lib/account-queries';
import { decideVisit, type VisitDecision } from '../api/decide-visit';
import { listVisits } from '../api/list-visits';

/**
 * My visits (GET /visits) through the site's query cache, keyed by the account. A decision is sent to the API and
 * its answer replaces the visit in the list; a refusal (the slot was taken meanwhile, the visit already decided) is
 * said in French with the API's words and the list is read again.
 */
export function useVisits() {
  const { t } = useTranslation('profile');
  const client = useDataClient();
  const queryKey = [...useAccountKey(), 'visits'];
  const query = useQuery({ queryKey, queryFn: () => listVisits() }, client);
  const keyText = JSON.stringify(queryKey);

  const decide = useCallback(
    async (visit: Visit, decision: VisitDecision) => {
      const key = JSON.parse(keyText) as unknown[];
      try {
        const updated = await decideVisit(visit.id, decision);
        client.setQueryData<Visit[]>(key, (current) =>
          current?.map((item) => (item.id === visit.id ? updated : item)),
        );
        toast.success(t(`visits.done.${decision.action}`), { id: 'visit-decision', duration: 4000 });
        return true;
      } catch (error) {
        const message =
          error instanceof ApiError && error.status === 409 ? error.message : t('visits.failed');
        toast.error(message, { id: 'visit-decision', duration: 6000 });
        await client.invalidateQueries({ queryKey: key });
        return false;
      }
    },
    [client, keyText, t],
  );

  return {
    items: query.data ?? [],
    loading: query.isPending,
    failed: query.isError,
    retry: () => void query.refetch(),
    decide,
  };
}
