import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, getProductDetails, type Product } from '@immo237/shared/api';
import { toast } from '@immo237/shared/toast';

export type DetailsState =
  | { status: 'loading' }
  | { status: 'ready'; product: Product }
  | { status: 'not-found' }
  | { status: 'error' };

/**
 * Loads one listing by slug. Spec §8: NOT_FOUND is a product-not-found page; any other failure is the
 * toast 'Une erreur est survenue lors du chargement des détails du bien.' (and a retry on the page).
 */
export function useProductDetails(slug: string) {
  const { t } = useTranslation('catalog');
  const [state, setState] = useState<DetailsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getProductDetails(slug).then(
      (product) => {
        if (current) setState({ status: 'ready', product });
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && (error.code === 'NOT_FOUND' || error.status === 404)) {
          setState({ status: 'not-found' });
          return;
        }
        setState({ status: 'error' });
        toast.error(t('detail.loadError'), { id: 'catalog-detail-load' });
      },
    );
    return () => {
      current = false;
    };
  }, [slug, attempt, t]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, retry };
}
