import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@immo237/shared/api';
import { toast } from '@immo237/shared/toast';
import { Button, VisuallyHidden } from '@immo237/shared/ui';
import { ListingNotFound } from '../../../components/listing-not-found';
import { LoadError } from '../../../components/load-error';
import { PageLayout } from '../../../components/page-layout';
import { getProductById } from '../api/get-product-by-id';

type Status = 'loading' | 'not-found' | 'error';

/**
 * /property/{id} (favourites, old links): resolves the id to the listing's slug and replaces the URL with
 * /details/{slug}, so Back does not bounce through this page again.
 */
export function RedirectView({ id }: { id: string }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setStatus('loading');
    getProductById(id).then(
      (product) => {
        if (current) navigate(`/details/${encodeURIComponent(product.slug)}`, { replace: true });
      },
      (error: unknown) => {
        if (!current) return;
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
        setStatus(missing ? 'not-found' : 'error');
        if (!missing) toast.error(t('detail.loadError'), { id: 'catalog-detail-load' });
      },
    );
    return () => {
      current = false;
    };
  }, [id, attempt, navigate, t]);

  if (status === 'not-found') return <ListingNotFound />;
  return (
    <PageLayout title={t('redirect.title')} lead={t('redirect.message', { id })}>
      {status === 'error' ? (
        <>
          <LoadError message={t('detail.loadError')} />
          <Button variant="secondary" onClick={() => setAttempt((value) => value + 1)}>
            {t('detail.retry')}
          </Button>
        </>
      ) : (
        <VisuallyHidden role="status">{t('detail.loading')}</VisuallyHidden>
      )}
    </PageLayout>
  );
}
