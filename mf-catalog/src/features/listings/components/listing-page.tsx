import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { SearchParams } from '@immo237/shared/api';
import { ButtonLink, EmptyState } from '@immo237/shared/ui';
import { CatalogLayout } from '../../../components/catalog-layout';
import { alertFilters, CreateAlert } from '../../../components/create-alert';
import { FilterFields } from '../../../components/filter-fields';
import { FilterPanel } from '../../../components/filter-panel';
import { LoadError } from '../../../components/load-error';
import { PageLayout } from '../../../components/page-layout';
import { PropertyGrid } from '../../../components/property-grid';
import { ReasonsList } from '../../../components/reasons-list';
import { ResultsCount } from '../../../components/results-count';
import { useFilterDraft } from '../../../hooks/use-filter-draft';
import { useProductSearch } from '../../../hooks/use-product-search';
import { useUrlFilters } from '../../../hooks/use-url-filters';
import { FIRST_FIELDS, toSearchParams, type FilterName, type FilterValues } from '../../../lib/filters';

const FIELDS: Record<'buy' | 'rent', readonly FilterName[]> = {
  buy: [...FIRST_FIELDS, 'type', 'bedrooms', 'verified'],
  // 'Budget d'entrée max': what a tenant pays on entering.
  rent: [...FIRST_FIELDS, 'entryMax', 'type', 'bedrooms', 'verified'],
};

// Buy shows 6 listings, rent 9 (page 1); 'Voir plus' leads to the full search.
const PAGE_SIZE = { buy: 6, rent: 9 } as const;

const REASONS = ['r1', 'r2', 'r3', 'r4'] as const;

const More = styled.div`
  display: flex;
  justify-content: center;
`;

export type ListingKind = 'buy' | 'rent';

/** The search a buy or rent page asks the API for (its server prefetch asks the same). */
export function listingSearch(kind: ListingKind, values: FilterValues): SearchParams {
  return {
    ...toSearchParams(values),
    forSale: kind === 'buy',
    // Land plots have their own page (/terrains).
    excludeLand: true,
    page: 1,
    limit: PAGE_SIZE[kind],
  };
}

/**
 * Buy and rent share this screen. Filters are sent to the API (forSale true/false), so they reach every
 * listing for sale or for rent, not only the few cards shown; they live in the address (a link, back/forward and
 * the server's render show the same cards).
 */
export function ListingPage({ kind }: { kind: ListingKind }) {
  const { t } = useTranslation('catalog');
  const { values, setFilters, reset } = useUrlFilters();
  const { draft, change, submit } = useFilterDraft(values, setFilters);
  const { data, loading, error, retry, autoRetrying } = useProductSearch(listingSearch(kind, values));
  const reasons = REASONS.map((key) => t(`${kind}.reasons.${key}`));

  return (
    <PageLayout title={t(`${kind}.title`)} lead={t(`${kind}.subtitle`)}>
      <CatalogLayout
        filters={
          <FilterPanel onReset={reset} onSubmit={submit}>
            <FilterFields fields={FIELDS[kind]} values={draft} onChange={change} perMonth={kind === 'rent'} />
          </FilterPanel>
        }
      >
        <CreateAlert
          filters={alertFilters(toSearchParams(values), { forSale: kind === 'buy', excludeLand: true })}
        />
        {error ? <LoadError onRetry={retry} autoRetrying={autoRetrying} /> : null}
        {!error && data && !loading ? <ResultsCount count={data.total} capped={data.capped} /> : null}
        {!error && !loading && data?.items.length === 0 ? <EmptyState title={t('list.empty')} /> : null}
        {!error ? (
          <PropertyGrid
            products={data?.items ?? []}
            loading={loading}
            skeletons={PAGE_SIZE[kind]}
            priorityFirst
          />
        ) : null}
        <More>
          <ButtonLink as={Link} to="/search" variant="secondary">
            {t(`${kind}.more`)}
          </ButtonLink>
        </More>
        <ReasonsList title={t(`${kind}.reasonsTitle`)} items={reasons} />
      </CatalogLayout>
    </PageLayout>
  );
}
