import '../i18n';
import { SearchView } from '../features/search/components/search-view';

/** Mounted by the shell at /search and /properties. */
export default function SearchPage() {
  return <SearchView />;
}
