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
import { ResultsCount } from '../../../components/results-count';
import { useFilterDraft } from '../../../hooks/use-filter-draft';
import { useProductSearch } from '../../../hooks/use-product-search';
import { useUrlFilters } from '../../../hooks/use-url-filters';
import {
  FIRST_FIELDS,
  hasAreaFilter,
  toSearchParams,
  type FilterName,
  type FilterValues,
} from '../../../lib/filters';

const FIELDS: readonly FilterName[] = [
  ...FIRST_FIELDS,
  'landType',
  'landTitle',
  'areaMin',
  'areaMax',
  'verified',
];
const PAGE_SIZE = 6; // 6 plots a page

const More = styled.div`
  display: flex;
  justify-content: center;
`;

/** The search the land page asks the API for (its server prefetch asks the same). */
export function landSearch(values: FilterValues): SearchParams {
  return { ...toSearchParams(values), type: 'land', page: 1, limit: PAGE_SIZE };
}

/** /terrains: plots for sale (type land), filtered by the API over every plot, 6 cards shown. */
export function LandPage() {
  const { t } = useTranslation('catalog');
  const { values, setFilters, reset } = useUrlFilters();
  const { draft, change, submit } = useFilterDraft(values, setFilters);
  const { data, loading, error, retry, autoRetrying } = useProductSearch(landSearch(values));
  // With an area bound set, a plot whose area is unknown cannot be said to match, so it is dropped.
  const items = (data?.items ?? []).filter(
    (product) => !hasAreaFilter(values) || (product.features?.area ?? 0) > 0,
  );

  return (
    <PageLayout title={t('land.title')} lead={t('land.subtitle')}>
      <CatalogLayout
        filters={
          <FilterPanel onReset={reset} onSubmit={submit}>
            <FilterFields fields={FIELDS} values={draft} onChange={change} />
          </FilterPanel>
        }
      >
        <CreateAlert filters={alertFilters(toSearchParams(values), { type: 'land' })} />
        {error ? <LoadError onRetry={retry} autoRetrying={autoRetrying} /> : null}
        {!error && data && !loading ? (
          <ResultsCount count={data.total - (data.items.length - items.length)} capped={data.capped} />
        ) : null}
        {!error && !loading && data && items.length === 0 ? <EmptyState title={t('land.empty')} /> : null}
        {!error ? (
          <PropertyGrid products={items} loading={loading} skeletons={PAGE_SIZE} priorityFirst />
        ) : null}
        <More>
          <ButtonLink as={Link} to="/search" variant="secondary">
            {t('land.more')}
          </ButtonLink>
        </More>
      </CatalogLayout>
    </PageLayout>
  );
}
