import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Product } from '@immo237/shared/api';
import { formatArea, formatPrice } from '@immo237/shared/format';
import { openKeptPageOffline } from '@immo237/shared/offline';
import { Badge, ButtonLink } from '@immo237/shared/ui';
import {
  PropertyCard,
  PropertyCardBody,
  PropertyPicture,
  PropertyPrice,
} from '../../../components/property-card';
import { isFeatured } from '../favourites-view';

const Featured = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.spacing.xs};
  left: ${({ theme }) => theme.spacing.xs};
`;

const Heart = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.spacing.xs};
  right: ${({ theme }) => theme.spacing.xs};
  width: ${({ theme }) => theme.controlHeights.md};
  height: ${({ theme }) => theme.controlHeights.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.danger};
  font-size: 1.25rem;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

// Every line under the name is secondary here; the price keeps its own colour.
const Body = styled(PropertyCardBody)`
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** A saved property: featured badge, type, rooms, area, price in XAF, heart to remove, details. */
export function FavouriteCard({ product, onRemove }: { product: Product; onRemove: (p: Product) => void }) {
  const { t, i18n } = useTranslation('profile');
  const features = product.features;
  const place = [product.location?.district, product.location?.city].filter(Boolean).join(', ');
  return (
    <PropertyCard>
      <PropertyPicture>
        {product.image && <img src={product.image} alt={product.name} loading="lazy" />}
        {isFeatured(product) && (
          <Featured>
            <Badge tone="accent">{t('favorites.featured')}</Badge>
          </Featured>
        )}
        <Heart
          type="button"
          aria-label={t('favorites.remove', { name: product.name })}
          onClick={() => onRemove(product)}
        >
          <span aria-hidden="true">♥</span>
        </Heart>
      </PropertyPicture>
      <Body>
        <Badge tone="primary">{product.category}</Badge>
        <h2>{product.name}</h2>
        {place && <p>{place}</p>}
        <p>
          {t('favorites.bedrooms', { count: features?.bedrooms ?? 0 })} ·{' '}
          {t('favorites.bathrooms', { count: features?.bathrooms ?? 0 })} ·{' '}
          {formatArea(features?.area ?? 0, features?.areaUnit)}
        </p>
        <PropertyPrice>
          {formatPrice(Math.round(product.price), product.currency, { lng: i18n.language })}
        </PropertyPrice>
        {/* Offline, the listing opens as the whole page the service worker kept. */}
        <ButtonLink
          as={Link}
          to={`/details/${product.slug}`}
          variant="secondary"
          size="sm"
          onClick={openKeptPageOffline}
        >
          {t('favorites.view')}
        </ButtonLink>
      </Body>
    </PropertyCard>
  );
}
