import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError, type AlertFilters } from '@immo237/shared/api';
import { useAuthStore } from '@immo237/shared/auth';
import { createAlert } from '../lib/api/create-alert';

export type AlertState = 'idle' | 'saving' | 'created' | 'exists' | 'limit' | 'error';

const STATE_BY_CODE: Record<string, AlertState> = {
  ALERT_ALREADY_EXISTS: 'exists',
  ALERTS_LIMIT_REACHED: 'limit',
};

/**
 * 'Créer une alerte': signed in, saves `filters` as an alert; a visitor goes to /login with a
 * redirect back to this very address, filters included. The outcome is reset when the filters change.
 */
export function useCreateAlert(filters: AlertFilters) {
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useAuthStore((state) => state.isAuthenticated && Boolean(state.token));
  const [state, setState] = useState<AlertState>('idle');
  const key = JSON.stringify(filters);

  useEffect(() => setState('idle'), [key]);

  const create = useCallback(async () => {
    if (!signedIn) {
      navigate(`/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
      return;
    }
    setState('saving');
    try {
      await createAlert(JSON.parse(key) as AlertFilters);
      setState('created');
    } catch (error) {
      setState((error instanceof ApiError && STATE_BY_CODE[error.code]) || 'error');
    }
  }, [signedIn, key, location.pathname, location.search, navigate]);

  return { state, create };
}
