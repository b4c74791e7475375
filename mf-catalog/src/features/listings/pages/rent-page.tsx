import '../../../i18n';
import type { Prefetch } from '@immo237/shared/data';
import { prefetchSearch } from '../../../lib/prefetch-search';
import { ListingPage, listingSearch } from '../components/listing-page';
import { filtersFromUrl } from '../../../hooks/use-url-filters';

/** Mounted by the shell at /louer: prices per month. */
export default function RentPage() {
  return <ListingPage kind="rent" />;
}

/** On the server: the rentals the address's filters show, so they are in the HTML. */
export const prefetch: Prefetch = ({ client, url }) =>
  prefetchSearch(client, listingSearch('rent', filtersFromUrl(url.searchParams).values));
