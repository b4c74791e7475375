import '../../../i18n';
import type { Prefetch } from '@immo237/shared/data';
import { prefetchSearch } from '../../../lib/prefetch-search';
import { SearchView, mapResultsSearch, resultsSearch } from '../components/search-view';
import { viewFromUrl } from '../hooks/use-results-view';
import { filtersFromUrl } from '../../../hooks/use-url-filters';

/** Mounted by the shell at /search and /properties. */
export default function SearchPage() {
  return <SearchView />;
}

/** On the server: the results of the address's filters and page (or the map's), so they are in the HTML. */
export const prefetch: Prefetch = ({ client, url }) => {
  const { values, page } = filtersFromUrl(url.searchParams);
  const map = viewFromUrl(url.searchParams) === 'map';
  return prefetchSearch(client, map ? mapResultsSearch(values) : resultsSearch(values, page));
};
