import '../../../i18n';
import type { Prefetch } from '@immo237/shared/data';
import { prefetchSearch } from '../../../lib/prefetch-search';
import { LandPage as Land, landSearch } from '../components/land-page';
import { filtersFromUrl } from '../../../hooks/use-url-filters';

/** Mounted by the shell at /terrains. */
export default function LandPage() {
  return <Land />;
}

/** On the server: the plots the address's filters show, so they are in the HTML. */
export const prefetch: Prefetch = ({ client, url }) =>
  prefetchSearch(client, landSearch(filtersFromUrl(url.searchParams).values));
