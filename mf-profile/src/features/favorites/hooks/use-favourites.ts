import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listFavourites, removeFavourite, type Product } from '@immo237/shared/api';
import { toast } from '@immo237/shared/toast';

/** My real favourites (GET /user/favourites) and their removal (DELETE), kept on the server. */
export function useFavourites() {
  const { t } = useTranslation('profile');
  const [items, setItems] = useState<Product[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    listFavourites()
      .then((list) => active && setItems(list))
      .catch(() => active && setFailed(true))
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, []);

  const remove = useCallback(
    async (product: Product) => {
      try {
        await removeFavourite(product.id);
        setItems((current) => current.filter((item) => item.id !== product.id));
        toast.success(t('favorites.removed'), { id: 'favourite-remove', duration: 4000 });
      } catch {
        toast.error(t('favorites.removeFailed'), { id: 'favourite-remove', duration: 4000 });
      }
    },
    [t],
  );

  return { items, loading, failed, remove };
}
