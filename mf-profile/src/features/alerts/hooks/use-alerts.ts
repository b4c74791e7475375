import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type Alert, type AlertChange } from '@immo237/shared/api';
import { useDataClient, useQuery } from '@immo237/shared/data';
import { toast } from '@immo237/shared/toast';
import { useAccountKey } from '../../../lib/account-queries';
import { deleteAlert } from '../api/delete-alert';
import { listAlerts } from '../api/list-alerts';
import { updateAlert } from '../api/update-alert';

/**
 * My alerts (GET /user/alerts) through the site's query cache, keyed by the account; a change or a deletion is sent
 * to the API and then applied to the cached list (nothing changes on screen when the API refused it).
 */
export function useAlerts() {
  const { t } = useTranslation('profile');
  const client = useDataClient();
  const queryKey = [...useAccountKey(), 'alerts'];
  const query = useQuery({ queryKey, queryFn: () => listAlerts() }, client);
  const keyText = JSON.stringify(queryKey);

  const change = useCallback(
    async (alert: Alert, patch: AlertChange) => {
      try {
        const updated = await updateAlert(alert.id, patch);
        client.setQueryData<Alert[]>(JSON.parse(keyText) as unknown[], (current) =>
          current?.map((item) => (item.id === alert.id ? updated : item)),
        );
        toast.success(t('alerts.saved'), { id: 'alert-change', duration: 4000 });
        return true;
      } catch {
        toast.error(t('alerts.updateFailed'), { id: 'alert-change', duration: 6000 });
        return false;
      }
    },
    [client, keyText, t],
  );

  const remove = useCallback(
    async (alert: Alert) => {
      try {
        await deleteAlert(alert.id);
        client.setQueryData<Alert[]>(JSON.parse(keyText) as unknown[], (current) =>
          current?.filter((item) => item.id !== alert.id),
        );
        toast.success(t('alerts.deleted'), { id: 'alert-change', duration: 4000 });
        return true;
      } catch {
        toast.error(t('alerts.deleteFailed'), { id: 'alert-change', duration: 6000 });
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
    change,
    remove,
  };
}
