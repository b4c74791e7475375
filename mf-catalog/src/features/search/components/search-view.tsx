import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SearchParams } from '@immo237/shared/api';
import { useDataSaver } from '@immo237/shared/config';
import { Button, EmptyState, Pagination, lazyPart } from '@immo237/shared/ui';
import { CatalogLayout } from '../../../components/catalog-layout';
import { alertFilters, CreateAlert } from '../../../components/create-alert';
import { FilterFields } from '../../../components/filter-fields';
import { FilterPanel } from '../../../components/filter-panel';
import { LoadError } from '../../../components/load-error';
import { PageLayout } from '../../../components/page-layout';
import { PropertyGrid } from '../../../components/property-grid';
import { useFilterDraft } from '../../../hooks/use-filter-draft';
import { useProductSearch } from '../../../hooks/use-product-search';
import { useUrlFilters } from '../../../hooks/use-url-filters';
import { FIRST_FIELDS, toSearchParams, type FilterName, type FilterValues } from '../../../lib/filters';
import { pricePagePath } from '../../../lib/price-pages';
import { useResultsView } from '../hooks/use-results-view';
import { MapArea } from './map-area';
import { ViewToggle } from './view-toggle';

// The 'Carte' view's code (and, once it mounts, Leaflet) is fetched when the view opens: not in the list's.
const ResultsMap = lazyPart(() => import('./results-map').then((module) => ({ default: module.ResultsMap })));

const FIELDS: readonly FilterName[] = [
  ...FIRST_FIELDS,
  'type',
  'bedrooms',
  'bathrooms',
  'areaMin',
  'areaMax',
  'landTitle',
  'verified',
  'sort',
  'bbox',
];
// 6 results a page, paged by the API over the whole catalogue (not a 20-item slice).
const PAGE_SIZE = 6;

/** The search a results page asks the API for (its server prefetch asks the same). */
export function resultsSearch(values: FilterValues, page: number): SearchParams {
  return { ...toSearchParams(values), page, limit: PAGE_SIZE };
}

/** The 'Carte' view places the first 50 results (the API's largest page) of the same filters. */
export function mapResultsSearch(values: FilterValues): SearchParams {
  return { ...toSearchParams(values), page: 1, limit: 50 };
}

/** /search and /properties: every filter plus sort, in the URL, 6 results a page; a list or a map. */
export function SearchView() {
  const { t } = useTranslation('catalog');
  const { values, page, setFilters, setPage, reset, pageHref } = useUrlFilters();
  const { draft, change, submit } = useFilterDraft(values, setFilters);
  const { view, viewHref } = useResultsView();
  // 'Économiseur de données': the map (Leaflet and its tiles) loads only when asked for.
  const light = useDataSaver();
  const [mapAsked, setMapAsked] = useState(false);
  const { data, loading, error, retry, autoRetrying } = useProductSearch(
    view === 'map' ? mapResultsSearch(values) : resultsSearch(values, page),
  );
  // A capped count ('Plus de 100') is a floor: there is always a page after the ones it fills.
  const pageCount = data
    ? data.capped
      ? Math.floor(data.total / PAGE_SIZE) + 1
      : Math.ceil(data.total / PAGE_SIZE)
    : 0;

  const goTo = (target: number) => {
    setPage(target);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const title =
    data && !loading
      ? t(data.capped ? 'search.foundMore' : 'search.found', { count: data.total })
      : t('search.title');

  // A city or quartier chosen: what rent and property cost there (/prix).
  const pricesPath = pricePagePath(values.city, values.district);
  const place = values.district || values.city;

  return (
    <PageLayout title={title} lead={t('search.subtitle')}>
      <CatalogLayout
        filters={
          <FilterPanel onReset={reset} onSubmit={submit}>
            <FilterFields fields={FIELDS} values={draft} onChange={change} />
          </FilterPanel>
        }
      >
        <ViewToggle view={view} hrefFor={viewHref} />
        {pricesPath && place ? (
          <p>
            <Link to={pricesPath}>{t('search.placePrices', { place })}</Link>
          </p>
        ) : null}
        {values.bbox ? <MapArea onClear={() => setFilters({ ...values, bbox: '' })} /> : null}
        <CreateAlert filters={alertFilters(toSearchParams(values))} />
        {error ? <LoadError onRetry={retry} autoRetrying={autoRetrying} /> : null}
        {!error && !loading && data?.items.length === 0 ? <EmptyState title={t('search.empty')} /> : null}
        {!error && view === 'map' && light && !mapAsked ? (
          <Button variant="secondary" onClick={() => setMapAsked(true)}>
            {t('search.mapLoad')}
          </Button>
        ) : null}
        {!error && view === 'map' && (!light || mapAsked) ? (
          <Suspense fallback={null}>
            <ResultsMap
              products={data?.items ?? []}
              total={data?.total ?? 0}
              capped={data?.capped}
              loading={loading}
              bbox={values.bbox}
              onSearchArea={(bbox) => setFilters({ ...values, bbox })}
            />
          </Suspense>
        ) : null}
        {!error && view === 'list' ? (
          <PropertyGrid products={data?.items ?? []} loading={loading} skeletons={PAGE_SIZE} priorityFirst />
        ) : null}
        {!error && !loading && view === 'list' ? (
          <Pagination
            page={page}
            pageCount={pageCount}
            onChange={goTo}
            hrefFor={pageHref}
            label={t('search.pagination')}
          />
        ) : null}
      </CatalogLayout>
    </PageLayout>
  );
}
