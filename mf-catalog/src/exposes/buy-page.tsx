import '../i18n';
import type { Prefetch } from '@immo237/shared/data';
import { prefetchSearch } from '../lib/prefetch-search';
import { ListingPage, listingSearch } from '../features/listings/components/listing-page';

/** Mounted by the shell at /acheter. */
export default function BuyPage() {
  return <ListingPage kind="buy" />;
}

/** On the server: the listings the page shows first, so they are in the HTML. */
export const prefetch: Prefetch = ({ client }) => prefetchSearch(client, listingSearch('buy', {}));
