import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataClient, useQuery } from '@immo237/shared/data';
import { toast } from '@immo237/shared/toast';

/** Every query of the area starts with this key: an action marks them all stale (counts, lists, journal). */
export const ADMIN_KEY = ['admin'] as const;

/** An administrators' list or count, read through the site's query cache. */
export function useAdminQuery<T>(key: readonly unknown[], read: () => Promise<T>) {
  const client = useDataClient();
  return useQuery({ queryKey: [...ADMIN_KEY, ...key], queryFn: read, staleTime: 0 }, client);
}

/**
 * Runs one administrator action (hide, restore, disable…): the button it came from waits, a success is said in a
 * toast and every list and count of the area is read again; a failure is said in French and changes nothing.
 */
export function useAdminAction() {
  const { t } = useTranslation('admin');
  const client = useDataClient();
  const [running, setRunning] = useState<string | null>(null);
  const run = useCallback(
    async (id: string, action: () => Promise<void>) => {
      setRunning(id);
      try {
        await action();
        toast.success(t('common.done'), { id: 'admin-action', duration: 3000 });
        await client.invalidateQueries({ queryKey: ADMIN_KEY });
      } catch {
        toast.error(t('common.actionFailed'), { id: 'admin-action', duration: 4000 });
      } finally {
        setRunning(null);
      }
    },
    [client, t],
  );
  return { run, running };
}
