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

// The API caps a page at 50; a homeowner's own listings fit in one page.
const PAGE_LIMIT = 50;

/**
 * My listings from GET /products/mine and the three writes (spec §4): after create the listing is
 * appended, after update replaced, after delete removed. Failures land in `errors` (the page's red list)
 * and a toast, and are re-thrown so the form stays open with what was typed.
 */
export function useMyListings(enabled: boolean) {
  const { t } = useTranslation('profile');
  const [items, setItems] = useState<Product[]>([]);
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
    listMyProducts(1, PAGE_LIMIT)
      .then((page) => active && setItems(page.items))
      .catch((error: unknown) => {
        if (active) setErrors([listingErrorMessage(error, 'load', t)]);
      })
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [enabled, t]);

  const create = useCallback(
    async (input: ProductInput, files: ProductFiles) => {
      try {
        const product = await createProduct(input, files);
        setItems((current) => [...current, product]);
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
        toast.success(t('articles.deleted'), { id: 'listing-delete', duration: 4000 });
      } catch (error) {
        fail(error, 'delete');
      }
    },
    [fail, t],
  );

  const clearErrors = useCallback(() => setErrors([]), []);

  return { items, loading, errors, clearErrors, create, update, remove };
}
