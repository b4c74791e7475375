import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ButtonLink, EmptyState } from '@immo237/shared/ui';
import { PageLayout } from './page-layout';

/** Unknown slug or id: the page's h1 says so and offers the catalogue instead of a blank page. */
export function ListingNotFound() {
  const { t } = useTranslation('catalog');
  return (
    <PageLayout title={t('detail.notFoundTitle')}>
      <EmptyState
        title={t('detail.notFoundText')}
        action={
          <ButtonLink as={Link} to="/search">
            {t('detail.backToSearch')}
          </ButtonLink>
        }
      />
    </PageLayout>
  );
}
