import { keepPreviousData, useDataClient, useQuery } from '@immo237/shared/data';
import { useAccountKey } from '../../../lib/account-queries';
import { getListingStats } from '../api/get-listing-stats';
import { getMyListingsStats } from '../api/get-my-listings-stats';

export type StatsDays = 7 | 30;

/**
 * The owner's figures, read afresh each time they are shown (`staleTime: 0`): a view counted a few
 * seconds ago shows on the next visit of 'Mes biens'. A failure leaves the figures out; the listings stay.
 */
export function useMyListingsStats(enabled: boolean) {
  const client = useDataClient();
  const account = useAccountKey();
  const query = useQuery(
    {
      queryKey: [...account, 'listing-stats'],
      queryFn: () => getMyListingsStats(),
      enabled,
      staleTime: 0,
    },
    client,
  );
  return query.data?.listings ?? null;
}

/** One listing's daily figures over 7 or 30 days, for the 'Statistiques' dialog. */
export function useListingStats(productId: string, days: StatsDays, enabled: boolean) {
  const client = useDataClient();
  const account = useAccountKey();
  return useQuery(
    {
      queryKey: [...account, 'listing-stats', productId, days],
      queryFn: () => getListingStats(productId, days),
      enabled,
      staleTime: 0,
      // 7 ⇄ 30 keeps the figures shown until the other window arrives: no empty flash.
      placeholderData: keepPreviousData,
    },
    client,
  );
}
