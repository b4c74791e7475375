import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { PricePage } from '@immo237/shared/api';
import { useDataClient, useQuery, type PageHead, type Prefetch } from '@immo237/shared/data';
import { formatDate } from '@immo237/shared/format';
import { i18n } from '@immo237/shared/i18n';
import { PageLayout } from '@immo237/shared/layout';
import { Button, ButtonLink, EmptyState, SkeletonCard } from '@immo237/shared/ui';
import '../../../i18n';
import { RELEASE } from '../../../release';
import { pricePageQuery } from '../api/price-queries';
import { PriceChart } from '../components/price-chart';
import { PriceJsonLd } from '../components/price-json-ld';
import { PriceTables, RentSentences } from '../components/price-tables';

const placeName = (page: PricePage) => page.district?.name ?? page.city.name;

/** The head of a place's page: its name and how many figures it shows. */
export function pricePlaceHead(page: PricePage, language: 'fr' | 'en'): PageHead {
  const t = i18n.getFixedT(language, 'content');
  const place = placeName(page);
  const count = page.rent.length + page.sale.length + page.land.length;
  return {
    title: t('seo.pricePlace.title', { place }),
    description: t('seo.pricePlace.description', { place, count }),
  };
}

/** Mounted by the shell at /prix/:city and /prix/:city/:quartier: the place's figures, chart and quartiers. */
export default function PricePlacePage() {
  const { city = '', quartier } = useParams<{ city: string; quartier?: string }>();
  const { t, i18n: current } = useTranslation('content');
  const query = useQuery(pricePageQuery(city, quartier), useDataClient());
  const page = query.data;
  const language = current.language.startsWith('en') ? 'en' : 'fr';

  useEffect(() => {
    if (page) document.title = pricePlaceHead(page, language).title;
  }, [page, language]);

  if (page === null) {
    return (
      <PageLayout title={t('prices.notFoundTitle')} release={RELEASE}>
        <EmptyState
          title={t('prices.notFoundText')}
          action={
            <ButtonLink as={Link} to="/prix">
              {t('prices.allCities')}
            </ButtonLink>
          }
        />
      </PageLayout>
    );
  }
  if (!page) {
    return (
      <PageLayout title={t('prices.title')} release={RELEASE}>
        {query.isError ? (
          <EmptyState
            title={t('prices.loadError')}
            action={<Button onClick={() => void query.refetch()}>{t('prices.retry')}</Button>}
          />
        ) : (
          <div aria-busy="true" aria-label={t('prices.loading')}>
            <SkeletonCard />
          </div>
        )}
      </PageLayout>
    );
  }
  const place = placeName(page);
  const title = page.district
    ? t('prices.quartierTitle', { place, city: page.city.name })
    : t('prices.cityTitle', { place });
  const empty = page.rent.length + page.sale.length + page.land.length === 0;
  return (
    <PageLayout title={title} width="wide" release={RELEASE}>
      <PriceJsonLd page={page} />
      {page.computedAt && <p>{t('prices.computedAt', { date: formatDate(page.computedAt, language) })}</p>}
      <p>{t('prices.minCount', { count: page.minCount })}</p>
      {empty ? <p>{t('prices.empty')}</p> : null}
      <PriceChart figures={page.rent} place={place} />
      <RentSentences page={page} />
      <PriceTables page={page} />
      {page.quartiers.length > 0 && (
        <nav aria-labelledby="prices-quartiers">
          <h2 id="prices-quartiers">{t('prices.quartiersHeading', { city: page.city.name })}</h2>
          <ul>
            {page.quartiers.map((q) => (
              <li key={q.slug}>
                <Link to={`/prix/${page.city.slug}/${q.slug}`}>{q.name}</Link> —{' '}
                {q.figures ? t('prices.figures', { count: q.figures }) : t('prices.noFigures')}
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p>
        {page.district ? (
          <Link to={`/prix/${page.city.slug}`}>{t('prices.backToCity', { city: page.city.name })}</Link>
        ) : null}{' '}
        <Link to="/prix">{t('prices.allCities')}</Link>
      </p>
    </PageLayout>
  );
}

/** On the server: the place's figures in the HTML with its own head; 404 for a place without figures. */
export const prefetch: Prefetch = async ({ client, params, language }) => {
  const page = await client.fetchQuery(pricePageQuery(params.city ?? '', params.quartier));
  return page ? { head: pricePlaceHead(page, language) } : { status: 404 };
};
