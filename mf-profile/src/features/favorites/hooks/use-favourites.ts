import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { removeFavourite, type Product } from '@immo237/shared/api';
import { useDataClient, useQuery } from '@immo237/shared/data';
import { toast } from '@immo237/shared/toast';
import { favouritesQuery, useAccountKey } from '../../../lib/account-queries';

/**
 * My real favourites (GET /user/favourites) through the site's query cache, and their removal (DELETE), kept on
 * the server: a removed listing leaves the cached list at once.
 */
export function useFavourites() {
  const { t } = useTranslation('profile');
  const client = useDataClient();
  const options = favouritesQuery(useAccountKey());
  const query = useQuery(options, client);
  const { queryKey } = options;

  const remove = useCallback(
    async (product: Product) => {
      try {
        await removeFavourite(product.id);
        client.setQueryData<Product[]>(queryKey, (current) =>
          current?.filter((item) => item.id !== product.id),
        );
        toast.success(t('favorites.removed'), { id: 'favourite-remove', duration: 4000 });
      } catch {
        toast.error(t('favorites.removeFailed'), { id: 'favourite-remove', duration: 4000 });
      }
    },
    // The key is rebuilt each render; its content (the account) is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, client, JSON.stringify(queryKey)],
  );

  return { items: query.data ?? [], loading: query.isPending, failed: query.isError, remove };
}
