import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product, ProductFiles, ProductInput } from '@immo237/shared/api';
import { keepPreviousData, useDataClient, useQuery } from '@immo237/shared/data';
import { toast } from '@immo237/shared/toast';
import { LISTINGS_PER_PAGE, myListingsQuery, useAccountKey } from '../../../lib/account-queries';
import { listingErrorMessage, type ListingAction } from '../listing-error';
import { setListingAvailability, type Availability } from '../api/set-listing-availability';
import { createProduct } from '../api/create-product';
import type { PhotoProgress } from '../api/product-form-data';
import { deleteProduct } from '../api/delete-product';
import { updateProduct } from '../api/update-product';

export { LISTINGS_PER_PAGE };

type ListingsPage = { items: Product[]; total: number };

/**
 * My listings (GET /products/mine) through the site's query cache, keyed by the account and the page, and the
 * three writes: after create the listing is appended, after update replaced, after delete removed, in
 * the cached page at once; the other cached pages are marked stale and read again when shown. Failures land in
 * `errors` (the page's red list) and a toast, and are re-thrown so the form stays open with what was typed.
 */
export function useMyListings(enabled: boolean, page = 1) {
  const { t } = useTranslation('profile');
  const client = useDataClient();
  const account = useAccountKey();
  const options = myListingsQuery(account, page);
  const query = useQuery({ ...options, enabled, placeholderData: keepPreviousData }, client);
  const [errors, setErrors] = useState<string[]>([]);
  const loadError = query.isError ? listingErrorMessage(query.error, 'load', t) : null;

  useEffect(() => {
    if (loadError) setErrors((current) => (current.includes(loadError) ? current : [...current, loadError]));
  }, [loadError]);

  const keyText = JSON.stringify(options.queryKey);
  const change = useCallback(
    (edit: (current: ListingsPage) => ListingsPage) => {
      const key = JSON.parse(keyText) as unknown[];
      client.setQueryData<ListingsPage>(key, (current) => (current ? edit(current) : current));
      // Other pages of my listings shift after a create or a delete: read again when next shown.
      void client.invalidateQueries({
        queryKey: key.slice(0, -1),
        predicate: (cached) => JSON.stringify(cached.queryKey) !== keyText,
      });
    },
    [client, keyText],
  );

  const fail = useCallback(
    (error: unknown, action: ListingAction): never => {
      const message = listingErrorMessage(error, action, t);
      setErrors((current) => (current.includes(message) ? current : [...current, message]));
      toast.error(message, { id: `listing-${action}`, duration: 4000 });
      throw error;
    },
    [t],
  );

  const create = useCallback(
    async (input: ProductInput, files: ProductFiles, onProgress?: PhotoProgress) => {
      try {
        const product = await createProduct(input, files, onProgress);
        change((current) => ({ items: [...current.items, product], total: current.total + 1 }));
        toast.success(t('articles.created'), { id: 'listing-create', duration: 4000 });
        return product;
      } catch (error) {
        return fail(error, 'create');
      }
    },
    [change, fail, t],
  );

  const update = useCallback(
    async (id: string, input: ProductInput, files: ProductFiles, onProgress?: PhotoProgress) => {
      try {
        const product = await updateProduct(id, input, files, onProgress);
        change((current) => ({
          ...current,
          items: current.items.map((item) => (item.id === id ? product : item)),
        }));
        toast.success(t('articles.updated'), { id: 'listing-update', duration: 4000 });
        return product;
      } catch (error) {
        return fail(error, 'update');
      }
    },
    [change, fail, t],
  );

  const remove = useCallback(
    async (id: string) => {
      try {
        await deleteProduct(id);
        change((current) => ({
          items: current.items.filter((item) => item.id !== id),
          total: Math.max(0, current.total - 1),
        }));
        toast.success(t('articles.deleted'), { id: 'listing-delete', duration: 4000 });
      } catch (error) {
        fail(error, 'delete');
      }
    },
    [change, fail, t],
  );

  // 'Marquer comme loué / vendu' and 'Remettre en ligne' / 'Toujours disponible'.
  const setAvailability = useCallback(
    async (product: Product, availability: Availability) => {
      try {
        const changed = await setListingAvailability(product.id, availability);
        change((current) => ({
          ...current,
          items: current.items.map((item) => (item.id === product.id ? changed : item)),
        }));
        const done = availability.available
          ? product.status === 'ACTIVE'
            ? 'articles.availability.confirmed'
            : 'articles.availability.reopened'
          : availability.reason === 'RENTED'
            ? 'articles.availability.rented'
            : 'articles.availability.sold';
        toast.success(t(done, { name: product.name }), { id: 'listing-availability', duration: 4000 });
        return changed;
      } catch (error) {
        return fail(error, 'availability');
      }
    },
    [change, fail, t],
  );

  const clearErrors = useCallback(() => setErrors([]), []);

  return {
    items: query.data?.items ?? [],
    total: query.data?.total ?? 0,
    loading: enabled && query.isPending,
    errors,
    clearErrors,
    create,
    update,
    remove,
    setAvailability,
  };
}
