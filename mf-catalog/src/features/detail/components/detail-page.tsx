import { useTranslation } from 'react-i18next';
import { ListingNotFound } from '../../../components/listing-not-found';
import { LoadError } from '../../../components/load-error';
import { PageLayout } from '../../../components/page-layout';
import { useProductDetails } from '../hooks/use-product-details';
import { DetailSkeleton } from './detail-skeleton';
import { DetailView } from './detail-view';

/** /details/{slug}: loading, the listing, not found (404) or a load failure with a retry (by
 * itself too after a network failure or a 5xx). */
export function DetailPage({ slug }: { slug: string }) {
  const { t } = useTranslation('catalog');
  const { state, retry, autoRetrying } = useProductDetails(slug);
  if (state.status === 'ready') return <DetailView product={state.product} />;
  if (state.status === 'not-found') return <ListingNotFound />;
  if (state.status === 'loading') return <DetailSkeleton />;
  return (
    <PageLayout title={t('detail.title')}>
      <LoadError message={t('detail.loadError')} onRetry={retry} autoRetrying={autoRetrying} />
    </PageLayout>
  );
}
