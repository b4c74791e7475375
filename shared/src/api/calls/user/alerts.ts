import { apiClient } from '../../client';
import { unwrap } from '../../errors';
import type { Alert, AlertChange, AlertFilters, AlertFrequency, Envelope } from '../../types';

/** GET /user/alerts (READ_SUCCESSFULLY): my saved searches, newest first, each with `summary` (its filters in words). */
export async function listAlerts(): Promise<Alert[]> {
  return unwrap(await apiClient.get<Envelope<Alert[]>>('/user/alerts', { authenticated: true }));
}

/**
 * POST /user/alerts (201 CREATED_SUCCESSFULLY): 'Créer une alerte' with the page's filters. Errors: 400
 * VALIDATION_ERROR, 409 ALERTS_LIMIT_REACHED (20 per account) / ALERT_ALREADY_EXISTS (the same filters), 429.
 */
export async function createAlert(filters: AlertFilters, frequency?: AlertFrequency): Promise<Alert> {
  return unwrap(
    await apiClient.post<Envelope<Alert>>(
      '/user/alerts',
      { filters, ...(frequency ? { frequency } : {}) },
      { authenticated: true },
    ),
  );
}

/** PATCH /user/alerts/{id} (UPDATED_SUCCESSFULLY): 'Immédiate' / 'Quotidienne', 'Mettre en pause' / 'Reprendre'. */
export async function updateAlert(id: string, change: AlertChange): Promise<Alert> {
  return unwrap(
    await apiClient.patch<Envelope<Alert>>(`/user/alerts/${encodeURIComponent(id)}`, change, {
      authenticated: true,
    }),
  );
}

/** DELETE /user/alerts/{id} (DELETED_SUCCESSFULLY); 404 NOT_FOUND. */
export async function deleteAlert(id: string): Promise<void> {
  unwrap(
    await apiClient.delete<Envelope<{ id: string }>>(`/user/alerts/${encodeURIComponent(id)}`, {
      authenticated: true,
    }),
  );
}

/**
 * POST /alerts/unsubscribe (UPDATED_SUCCESSFULLY): the one-click link of an alert mail, no session needed (the token
 * is the credential); the alert is paused. Errors: INVALID_TOKEN, EXPIRED_TOKEN, NOT_FOUND.
 */
export async function unsubscribeAlert(
  token: string,
): Promise<{ id: string; paused: true; summary: string }> {
  return unwrap(
    await apiClient.post<Envelope<{ id: string; paused: true; summary: string }>>('/alerts/unsubscribe', {
      token,
    }),
  );
}
