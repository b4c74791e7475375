import { apiClient, unwrap, type Alert, type AlertChange, type Envelope } from '@immo237/shared/api';

/** PATCH /user/alerts/{id} (UPDATED_SUCCESSFULLY): 'Immédiate' / 'Quotidienne', 'Mettre en pause' / 'Reprendre'. */
export async function updateAlert(id: string, change: AlertChange): Promise<Alert> {
  return unwrap(
    await apiClient.patch<Envelope<Alert>>(`/user/alerts/${encodeURIComponent(id)}`, change, {
      authenticated: true,
    }),
  );
}
