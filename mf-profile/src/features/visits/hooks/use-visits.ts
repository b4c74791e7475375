import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type RatingBody, type Visit } from '@immo237/shared/api';
import { toast } from '@immo237/shared/toast';
import { useAccountList } from '../../../lib/account-queries';
import { decideVisit, type VisitDecision } from '../api/decide-visit';
import { listVisits } from '../api/list-visits';
import { rateVisit } from '../api/rate-visit';

/**
 * My visits (GET /visits) through the site's query cache, keyed by the account. A decision is sent to the API and
 * its answer replaces the visit in the list; a refusal (the slot was taken meanwhile, the visit already decided) is
 * said in French with the API's words and the list is read again.
 */
export function useVisits() {
  const { t } = useTranslation('profile');
  const { update, reread, ...list } = useAccountList('visits', listVisits);

  const decide = useCallback(
    async (visit: Visit, decision: VisitDecision) => {
      try {
        const updated = await decideVisit(visit.id, decision);
        update((items) => items.map((item) => (item.id === visit.id ? updated : item)));
        toast.success(t(`visits.done.${decision.action}`), { id: 'visit-decision', duration: 4000 });
        return true;
      } catch (error) {
        const conflict = error instanceof ApiError && error.status === 409;
        toast.error(conflict ? error.message : t('visits.failed'), { id: 'visit-decision', duration: 6000 });
        await reread();
        return false;
      }
    },
    [update, reread, t],
  );

  const rate = useCallback(
    async (visit: Visit, body: RatingBody) => {
      try {
        await rateVisit(visit.id, body);
        update((items) =>
          items.map((item) =>
            item.id === visit.id
              ? { ...item, rated: true, actions: item.actions.filter((action) => action !== 'rate') }
              : item,
          ),
        );
        toast.success(t('visits.rate.done'), { id: 'visit-decision', duration: 4000 });
        return true;
      } catch (error) {
        const conflict = error instanceof ApiError && error.status === 409;
        toast.error(conflict ? error.message : t('visits.failed'), { id: 'visit-decision', duration: 6000 });
        return false;
      }
    },
    [update, t],
  );

  return { ...list, decide, rate };
}
