import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, getProductDetails, type Product } from '@immo237/shared/api';
import { toast } from '@immo237/shared/toast';
import { useAutoRetry } from '../../../hooks/use-auto-retry';

export type DetailsState =
  | { status: 'loading' }
  | { status: 'ready'; product: Product }
  | { status: 'not-found' }
  | { status: 'error'; error: unknown };

const TOAST_ID = 'catalog-detail-load';

/**
 * Loads one listing by slug. Spec §8: NOT_FOUND is a product-not-found page; any other failure is the
 * toast 'Une erreur est survenue lors du chargement des détails du bien.' (and a retry on the page).
 * After a network failure or a 5xx it tries again by itself (useAutoRetry): the error stays on screen, with
 * no new toast, until an attempt succeeds. `retry` (the Réessayer button) shows the skeleton and tries at once.
 */
export function useProductDetails(slug: string) {
  const { t } = useTranslation('catalog');
  const [state, setState] = useState<DetailsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Set by the automatic retry: the next request keeps the error on screen and does not toast again.
  const quiet = useRef(false);
  const toasted = useRef(false);

  useEffect(() => {
    let current = true;
    const keepError = quiet.current;
    quiet.current = false;
    setState((previous) => (keepError && previous.status === 'error' ? previous : { status: 'loading' }));
    getProductDetails(slug).then(
      (product) => {
        if (!current) return;
        setState({ status: 'ready', product });
        // The failure's toast, if still shown, is no longer true.
        if (toasted.current) toast.dismiss(TOAST_ID);
        toasted.current = false;
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && (error.code === 'NOT_FOUND' || error.status === 404)) {
          setState({ status: 'not-found' });
          return;
        }
        setState({ status: 'error', error });
        if (keepError) return;
        toast.error(t('detail.loadError'), { id: TOAST_ID });
        toasted.current = true;
      },
    );
    return () => {
      current = false;
    };
  }, [slug, attempt, t]);

  const retry = useCallback(() => {
    quiet.current = false;
    setAttempt((value) => value + 1);
  }, []);
  const retryQuietly = useCallback(() => {
    quiet.current = true;
    setAttempt((value) => value + 1);
  }, []);
  const autoRetrying = useAutoRetry(state.status === 'error' ? state.error : null, retryQuietly);
  return { state, retry, autoRetrying };
}
