import '../../../i18n';
import type { Prefetch } from '@immo237/shared/data';
import { prefetchSearch } from '../../../lib/prefetch-search';
import { ListingPage, listingSearch } from '../components/listing-page';
import { filtersFromUrl } from '../../../hooks/use-url-filters';

/** Mounted by the shell at /acheter. */
export default function BuyPage() {
  return <ListingPage kind="buy" />;
}

/** On the server: the listings the address's filters show, so they are in the HTML. */
export const prefetch: Prefetch = ({ client, url }) =>
  prefetchSearch(client, listingSearch('buy', filtersFromUrl(url.searchParams).values));
