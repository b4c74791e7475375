import '../../../i18n';
import type { Prefetch } from '@immo237/shared/data';
import { prefetchSearch } from '../../../lib/prefetch-search';
import { SearchView, resultsSearch } from '../components/search-view';
import { filtersFromUrl } from '../../../hooks/use-url-filters';

/** Mounted by the shell at /search and /properties. */
export default function SearchPage() {
  return <SearchView />;
}

/** On the server: the results of the address's filters and page, so they are in the HTML. */
export const prefetch: Prefetch = ({ client, url }) => {
  const { values, page } = filtersFromUrl(url.searchParams);
  return prefetchSearch(client, resultsSearch(values, page));
};
