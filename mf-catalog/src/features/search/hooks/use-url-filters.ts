import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FILTER_NAMES, type FilterName, type FilterValues } from '../../../lib/filters';

/**
 * The search filters live in the URL (spec §2): a shared link or back/forward restores the same results.
 * Every change pushes one history entry and goes back to page 1; only the page number keeps the filters.
 */
export function useUrlFilters() {
  const [searchParams, setSearchParams] = useSearchParams();

  const values = useMemo(() => {
    const read: FilterValues = {};
    for (const name of FILTER_NAMES) {
      const value = searchParams.get(name);
      if (value) read[name] = value;
    }
    return read;
  }, [searchParams]);

  const rawPage = Number(searchParams.get('page'));
  const page = Number.isInteger(rawPage) && rawPage > 0 ? rawPage : 1;

  const setFilter = useCallback(
    (name: FilterName, value: string) => {
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        if (value.trim() === '') next.delete(name);
        else next.set(name, value);
        next.delete('page');
        return next;
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

  const reset = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);

  return { values, page, setFilter, setPage, reset };
}
