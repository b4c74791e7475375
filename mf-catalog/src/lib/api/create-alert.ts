import {
  apiClient,
  unwrap,
  type Alert,
  type AlertFilters,
  type AlertFrequency,
  type Envelope,
} from '@immo237/shared/api';

/**
 * POST /user/alerts (201 CREATED_SUCCESSFULLY): 'Créer une alerte' with the page's filters. Errors: 400
 * VALIDATION_ERROR, 409 ALERTS_LIMIT_REACHED (20 per account) / ALERT_ALREADY_EXISTS (the same filters), 429.
 * Only the catalogue's search pages create an alert, so the call lives here, not in @immo237/shared.
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
