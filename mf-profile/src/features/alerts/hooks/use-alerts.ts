import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type Alert, type AlertChange } from '@immo237/shared/api';
import { toast } from '@immo237/shared/toast';
import { useAccountList } from '../../../lib/account-queries';
import { deleteAlert } from '../api/delete-alert';
import { listAlerts } from '../api/list-alerts';
import { updateAlert } from '../api/update-alert';

/**
 * My alerts (GET /user/alerts) through the site's query cache, keyed by the account; a change or a deletion is sent
 * to the API and then applied to the cached list (nothing changes on screen when the API refused it).
 */
export function useAlerts() {
  const { t } = useTranslation('profile');
  const { update, reread: _reread, ...list } = useAccountList<Alert>('alerts', listAlerts);

  const change = useCallback(
    async (alert: Alert, patch: AlertChange) => {
      try {
        const updated = await updateAlert(alert.id, patch);
        update((items) => items.map((item) => (item.id === alert.id ? updated : item)));
        toast.success(t('alerts.saved'), { id: 'alert-change', duration: 4000 });
        return true;
      } catch {
        toast.error(t('alerts.updateFailed'), { id: 'alert-change', duration: 6000 });
        return false;
      }
    },
    [update, t],
  );

  const remove = useCallback(
    async (alert: Alert) => {
      try {
        await deleteAlert(alert.id);
        update((items) => items.filter((item) => item.id !== alert.id));
        toast.success(t('alerts.deleted'), { id: 'alert-change', duration: 4000 });
        return true;
      } catch {
        toast.error(t('alerts.deleteFailed'), { id: 'alert-change', duration: 6000 });
        return false;
      }
    },
    [update, t],
  );

  return { ...list, change, remove };
}
