import '../i18n';
import type { Prefetch } from '@immo237/shared/data';
import { prefetchSearch } from '../lib/prefetch-search';
import { ListingPage, listingSearch } from '../features/listings/components/listing-page';

/** Mounted by the shell at /louer: prices per month. */
export default function RentPage() {
  return <ListingPage kind="rent" />;
}

/** On the server: the rentals the page shows first, so they are in the HTML. */
export const prefetch: Prefetch = ({ client }) => prefetchSearch(client, listingSearch('rent', {}));
