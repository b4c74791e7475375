import { apiClient } from '../../client';
import { unwrap } from '../../errors';
import type { Alert, AlertFilters, AlertFrequency, Envelope } from '../../types';

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
