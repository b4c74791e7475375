import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { SearchParams } from '@immo237/shared/api';
import { ButtonLink, EmptyState } from '@immo237/shared/ui';
import { CatalogLayout } from '../../../components/catalog-layout';
import { FilterFields } from '../../../components/filter-fields';
import { FilterPanel } from '../../../components/filter-panel';
import { LoadError } from '../../../components/load-error';
import { PageLayout } from '../../../components/page-layout';
import { PropertyGrid } from '../../../components/property-grid';
import { ResultsCount } from '../../../components/results-count';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useProductSearch } from '../../../hooks/use-product-search';
import { hasAreaFilter, toSearchParams, type FilterName, type FilterValues } from '../../../lib/filters';

const FIELDS: readonly FilterName[] = ['query', 'priceMin', 'priceMax', 'landType', 'areaMin', 'areaMax'];
const PAGE_SIZE = 6; // spec §9: land page (1, 6)

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
  const [values, setValues] = useState<FilterValues>({});
  const debounced = useDebouncedValue(values);
  const { data, loading, error, retry, autoRetrying } = useProductSearch(landSearch(debounced));
  // Spec §5: with an area bound set, a plot whose area is unknown cannot be said to match, so it is dropped.
  const items = (data?.items ?? []).filter(
    (product) => !hasAreaFilter(debounced) || (product.features?.area ?? 0) > 0,
  );
  const change = (name: FilterName, value: string) =>
    setValues((previous) => ({ ...previous, [name]: value }));

  return (
    <PageLayout title={t('land.title')} lead={t('land.subtitle')}>
      <CatalogLayout
        filters={
          <FilterPanel onReset={() => setValues({})}>
            <FilterFields fields={FIELDS} values={values} onChange={change} />
          </FilterPanel>
        }
      >
        {error ? <LoadError onRetry={retry} autoRetrying={autoRetrying} /> : null}
        {!error && data && !loading ? (
          <ResultsCount count={data.total - (data.items.length - items.length)} />
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
