import { useState } from 'react';

/** The search and page of a searchable area list: a new search starts again from page 1. */
export function useListSearch() {
  const [search, setSearch] = useState({ query: '', page: 1 });
  return {
    search,
    searchFor: (query: string) => setSearch({ query, page: 1 }),
    goTo: (page: number) => setSearch((current) => ({ ...current, page })),
  };
}
