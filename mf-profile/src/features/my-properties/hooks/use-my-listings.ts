import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createProduct,
  deleteProduct,
  listMyProducts,
  updateProduct,
  type Product,
  type ProductFiles,
  type ProductInput,
} from '@immo237/shared/api';
import { toast } from '@immo237/shared/toast';
import { listingErrorMessage, type ListingAction } from '../listing-error';

// A page of cards that stays light on a phone; the demo account alone owns 70 listings.
export const LISTINGS_PER_PAGE = 12;

/**
 * My listings from GET /products/mine and the three writes (spec §4): after create the listing is
 * appended, after update replaced, after delete removed. Failures land in `errors` (the page's red list)
 * and a toast, and are re-thrown so the form stays open with what was typed.
 */
export function useMyListings(enabled: boolean, page = 1) {
  const { t } = useTranslation('profile');
  const [items, setItems] = useState<Product[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(enabled);
  const [errors, setErrors] = useState<string[]>([]);

  const fail = useCallback(
    (error: unknown, action: ListingAction): never => {
      const message = listingErrorMessage(error, action, t);
      setErrors((current) => (current.includes(message) ? current : [...current, message]));
      toast.error(message, { id: `listing-${action}`, duration: 4000 });
      throw error;
    },
    [t],
  );

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    setLoading(true);
    listMyProducts(page, LISTINGS_PER_PAGE)
      .then((result) => {
        if (!active) return;
        setItems(result.items);
        setTotal(result.total);
      })
      .catch((error: unknown) => {
        if (active) setErrors([listingErrorMessage(error, 'load', t)]);
      })
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [enabled, page, t]);

  const create = useCallback(
    async (input: ProductInput, files: ProductFiles) => {
      try {
        const product = await createProduct(input, files);
        setItems((current) => [...current, product]);
        setTotal((current) => current + 1);
        toast.success(t('articles.created'), { id: 'listing-create', duration: 4000 });
        return product;
      } catch (error) {
        return fail(error, 'create');
      }
    },
    [fail, t],
  );

  const update = useCallback(
    async (id: string, input: ProductInput, files: ProductFiles) => {
      try {
        const product = await updateProduct(id, input, files);
        setItems((current) => current.map((item) => (item.id === id ? product : item)));
        toast.success(t('articles.updated'), { id: 'listing-update', duration: 4000 });
        return product;
      } catch (error) {
        return fail(error, 'update');
      }
    },
    [fail, t],
  );

  const remove = useCallback(
    async (id: string) => {
      try {
        await deleteProduct(id);
        setItems((current) => current.filter((item) => item.id !== id));
        setTotal((current) => Math.max(0, current - 1));
        toast.success(t('articles.deleted'), { id: 'listing-delete', duration: 4000 });
      } catch (error) {
        fail(error, 'delete');
      }
    },
    [fail, t],
  );

  const clearErrors = useCallback(() => setErrors([]), []);

  return { items, total, loading, errors, clearErrors, create, update, remove };
}
