import type { ReactNode } from 'react';
import type { Paged } from '@immo237/shared/api';
import { EmptyState } from '@immo237/shared/ui';
import { ItemList } from './item-list';
import { ListPagination } from './list-pagination';
import { QueryState } from './query-state';

interface PagedItemsProps<T> {
  /** The page read through the area's query cache. */
  query: { data?: Paged<T>; isPending: boolean; isError: boolean; refetch: () => unknown };
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  /** The heading shown instead of an empty list. */
  empty: string;
  /** The line above the list ('12 annonces'), a status so that a new count is announced. */
  count?: (total: number) => string;
  /** One card of the list (an `Item`). */
  children: (item: T) => ReactNode;
}

/** A paged list of the area: loading and error states, the cards or the empty state, then the page links. */
export function PagedItems<T>({ query, page, perPage, onPage, empty, count, children }: PagedItemsProps<T>) {
  const total = query.data?.total ?? 0;
  return (
    <QueryState query={query}>
      {count ? <p role="status">{count(total)}</p> : null}
      {query.data?.items.length === 0 ? (
        <EmptyState title={empty} headingLevel="h2" />
      ) : (
        <ItemList>{query.data?.items.map(children)}</ItemList>
      )}
      <ListPagination page={page} total={total} perPage={perPage} onChange={onPage} />
    </QueryState>
  );
}
