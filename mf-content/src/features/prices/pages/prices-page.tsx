import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDataClient, useQuery, type Prefetch } from '@immo237/shared/data';
import { PageLayout } from '@immo237/shared/layout';
import { Button, EmptyState, SkeletonCard } from '@immo237/shared/ui';
import '../../../i18n';
import { RELEASE } from '../../../release';
import { priceCitiesQuery } from '../api/price-queries';

/** Mounted by the shell at /prix: the cities with price figures, each linking to its page. */
export default function PricesPage() {
  const { t } = useTranslation('content');
  const cities = useQuery(priceCitiesQuery(), useDataClient());
  return (
    <PageLayout title={t('prices.title')} lead={t('prices.lead')} release={RELEASE}>
      {cities.data ? (
        <section aria-labelledby="prices-cities">
          <h2 id="prices-cities">{t('prices.citiesHeading')}</h2>
          <ul>
            {cities.data.cities.map((city) => (
              <li key={city.slug}>
                <Link to={`/prix/${city.slug}`}>{city.name}</Link> —{' '}
                {city.figures ? t('prices.figures', { count: city.figures }) : t('prices.noFigures')}
              </li>
            ))}
          </ul>
          <p>{t('prices.minCount', { count: cities.data.minCount })}</p>
        </section>
      ) : cities.isError ? (
        <EmptyState
          title={t('prices.loadError')}
          action={<Button onClick={() => void cities.refetch()}>{t('prices.retry')}</Button>}
        />
      ) : (
        <div aria-busy="true" aria-label={t('prices.loading')}>
          <SkeletonCard />
        </div>
      )}
    </PageLayout>
  );
}

/** On the server: the cities, so the list is in the HTML. */
export const prefetch: Prefetch = async ({ client }) => {
  await client.fetchQuery(priceCitiesQuery());
};
