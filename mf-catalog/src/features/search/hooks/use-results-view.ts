import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type ResultsView = 'list' | 'map';

/** The view an address asks for (`view=map`); the list otherwise (the server reads it from the request too). */
export function viewFromUrl(searchParams: URLSearchParams): ResultsView {
  return searchParams.get('view') === 'map' ? 'map' : 'list';
}

/**
 * 'Liste' / 'Carte' of /search, kept in the address (a shared link opens the same view). Switching keeps the
 * filters (and the map's area) and goes back to the first page: the map has no pages.
 */
export function useResultsView() {
  const [searchParams] = useSearchParams();
  const view = viewFromUrl(searchParams);
  const viewHref = useCallback(
    (target: ResultsView) => {
      const next = new URLSearchParams(searchParams);
      next.delete('page');
      if (target === 'map') next.set('view', 'map');
      else next.delete('view');
      const query = next.toString();
      return query ? `?${query}` : '?';
    },
    [searchParams],
  );
  return { view, viewHref };
}
