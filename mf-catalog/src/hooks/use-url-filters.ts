import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FILTER_NAMES, type FilterValues } from '../lib/filters';

/** The filters and page a list or search address names (the server reads them from the request's URL). */
export function filtersFromUrl(searchParams: URLSearchParams): { values: FilterValues; page: number } {
  const values: FilterValues = {};
  for (const name of FILTER_NAMES) {
    const value = searchParams.get(name);
    if (value) values[name] = value;
  }
  const rawPage = Number(searchParams.get('page'));
  return { values, page: Number.isInteger(rawPage) && rawPage > 0 ? rawPage : 1 };
}

/**
 * The filters of /acheter, /louer, /terrains and /search live in the URL: a shared link or
 * back/forward restores the same results, and the server draws the same page. Every change pushes one history
 * entry and goes back to page 1; only the page number keeps the filters. Blank values leave the address.
 */
export function useUrlFilters() {
  const [searchParams, setSearchParams] = useSearchParams();

  const { values, page } = useMemo(() => filtersFromUrl(searchParams), [searchParams]);

  const setFilters = useCallback(
    (next: FilterValues) => {
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        for (const name of FILTER_NAMES) {
          const value = next[name]?.trim() ?? '';
          if (value === '') params.delete(name);
          else params.set(name, value);
        }
        params.delete('page');
        return params;
      });
    },
    [setSearchParams],
  );

  const setPage = useCallback(
    (target: number) => {
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        if (target <= 1) next.delete('page');
        else next.set('page', String(target));
        return next;
      });
    },
    [setSearchParams],
  );

  // 'Réinitialiser' clears the filters, not the way the results are shown (/search's view=map).
  const reset = useCallback(
    () =>
      setSearchParams(
        (previous) => new URLSearchParams(previous.get('view') ? { view: previous.get('view')! } : {}),
      ),
    [setSearchParams],
  );

  /** The address of another page of the same results (a plain link: it works without JavaScript). */
  const pageHref = useCallback(
    (target: number) => {
      const next = new URLSearchParams(searchParams);
      if (target <= 1) next.delete('page');
      else next.set('page', String(target));
      const query = next.toString();
      return query ? `?${query}` : '?';
    },
    [searchParams],
  );

  return { values, page, setFilters, setPage, reset, pageHref };
}
