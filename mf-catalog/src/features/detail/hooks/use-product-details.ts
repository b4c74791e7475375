import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@immo237/shared/api';
import { useDataClient, useQuery } from '@immo237/shared/data';
import { toast } from '@immo237/shared/toast';
import { useRecoveringQuery } from '../../../hooks/use-recovering-query';
import { productDetailsQuery } from '../../../lib/queries';

export type DetailsState =
  | { status: 'loading' }
  | { status: 'ready'; product: Product }
  | { status: 'not-found' }
  | { status: 'error'; error: unknown };

const TOAST_ID = 'catalog-detail-load';

/**
 * Loads one listing by slug, through the site's query cache (a page drawn on the server starts from its
 * answer). NOT_FOUND is a product-not-found page; any other failure is the toast 'Une erreur est
 * survenue lors du chargement des détails du bien.' (and a retry on the page). Failures recover as
 * useRecoveringQuery says: an automatic attempt that fails again does not toast again.
 */
export function useProductDetails(slug: string) {
  const { t } = useTranslation('catalog');
  const client = useDataClient();
  const options = productDetailsQuery(slug);
  const query = useQuery(options, client);
  const { error, loading, retry, autoRetrying, quiet } = useRecoveringQuery(query, client, options.queryKey);
  const toasted = useRef(false);

  useEffect(() => {
    if (query.error) {
      if (!quiet.current) {
        toast.error(t('detail.loadError'), { id: TOAST_ID });
        toasted.current = true;
      }
    } else if (query.isSuccess && toasted.current) {
      // The failure's toast, if still shown, is no longer true.
      toast.dismiss(TOAST_ID);
      toasted.current = false;
    }
  }, [query.error, query.isSuccess, quiet, t]);

  let state: DetailsState;
  if (loading) state = { status: 'loading' };
  else if (error) state = { status: 'error', error };
  else if (query.data) state = { status: 'ready', product: query.data };
  else state = { status: 'not-found' };
  return { state, retry, autoRetrying };
}
