import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref } from 'react-router-dom';
import styled from 'styled-components';
import { keepPagesForOffline } from '@immo237/shared/offline';
import { media } from '@immo237/shared/theme';
import { Select, SkeletonCard } from '@immo237/shared/ui';
import { EmptyList } from '../../../components/empty-list';
import { ProfilePage } from '../../../components/profile-page';
import { PropertyGrid } from '../../../components/property-card';
import { FavouriteCard } from '../components/favourite-card';
import {
  FAVOURITE_SORTS,
  FAVOURITE_TYPES,
  favouritesView,
  type FavouriteSort,
  type FavouriteType,
} from '../favourites-view';
import { useFavourites } from '../hooks/use-favourites';

const Controls = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.md};

  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * /profile/favorites: my saved properties from the API, filtered and sorted here. They read offline too: the service
 * worker keeps the last answer of the list (private, forgotten at the session's end), and this page asks it to keep
 * each favourite's page and main photo.
 */
export function FavoritesPage() {
  const { t } = useTranslation('profile');
  const { items, loading, failed, remove } = useFavourites();
  // The site's root in the page's language ('/' or '/en/'): the listings' pages are kept in that language.
  const root = useHref('/').replace(/\/$/, '');
  const slugs = items.map((product) => product.slug).join('\n');
  useEffect(() => {
    if (slugs)
      keepPagesForOffline(slugs.split('\n').map((slug) => `${root}/details/${encodeURIComponent(slug)}`));
  }, [root, slugs]);
  const [type, setType] = useState<FavouriteType>('all');
  const [sort, setSort] = useState<FavouriteSort>('recent');
  const shown = favouritesView(items, type, sort);

  let content;
  if (loading) {
    content = (
      <PropertyGrid aria-busy="true" aria-label={t('favorites.loading')}>
        {[0, 1, 2].map((key) => (
          <SkeletonCard key={key} />
        ))}
      </PropertyGrid>
    );
  } else if (failed) {
    content = <p role="alert">{t('favorites.loadFailed')}</p>;
  } else if (items.length === 0) {
    content = <EmptyList list="favorites" browseTo="/search" />;
  } else {
    content = (
      <>
        <Controls>
          <Select
            label={t('favorites.filterLabel')}
            value={type}
            onChange={(event) => setType(event.target.value as FavouriteType)}
            options={FAVOURITE_TYPES.map((value) => ({ value, label: t(`favorites.types.${value}`) }))}
          />
          <Select
            label={t('favorites.sortLabel')}
            value={sort}
            onChange={(event) => setSort(event.target.value as FavouriteSort)}
            options={FAVOURITE_SORTS.map((value) => ({ value, label: t(`favorites.sorts.${value}`) }))}
          />
        </Controls>
        {shown.length === 0 ? (
          <Muted>{t('favorites.noMatch')}</Muted>
        ) : (
          <PropertyGrid>
            {shown.map((product) => (
              <FavouriteCard key={product.id} product={product} onRemove={remove} />
            ))}
          </PropertyGrid>
        )}
      </>
    );
  }

  return (
    <ProfilePage title={t('favorites.title')}>
      {!loading && !failed && <p aria-live="polite">{t('favorites.count', { count: items.length })}</p>}
      {content}
    </ProfilePage>
  );
}
