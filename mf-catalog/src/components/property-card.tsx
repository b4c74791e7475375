import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Product } from '@immo237/shared/api';
import { Badge, Card } from '@immo237/shared/ui';
import {
  productArea,
  productEntryTotal,
  productFeatures,
  productPlace,
  productPrice,
} from '../lib/product-view';
import { PropertyImage } from './property-image';

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};
  padding: ${({ theme }) => theme.spacing.md};
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const Price = styled.p`
  margin: ${({ theme }) => `${theme.spacing.xs} 0`};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
`;

// The whole card is one link (a big touch target); 'Voir le bien' looks like a button inside it.
const CardLink = styled(Link)`
  display: flex;
  flex: 1;
  flex-direction: column;
  color: inherit;
  text-decoration: none;
`;

const Cta = styled.span`
  margin-top: auto;
  align-self: flex-start;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Verified = styled.span`
  align-self: flex-start;
`;

export const CARD_IMAGE_SIZES = '(min-width: 1024px) 22rem, (min-width: 768px) 45vw, 100vw';

interface PropertyCardProps {
  product: Product;
  eager?: boolean;
  priority?: boolean;
}

/** A listing in a grid: photo, name, rooms, area, place, price and 'Voir le bien', linking to its page. */
export function PropertyCard({ product, eager, priority }: PropertyCardProps) {
  const { t, i18n } = useTranslation(['catalog', 'common']);
  const { bedrooms } = productFeatures(product);
  const area = productArea(product);
  const place = productPlace(product);
  const entry = productEntryTotal(product, i18n.language);
  return (
    <Card as="article" $padding="none" $interactive>
      <CardLink to={`/details/${product.slug}`}>
        <PropertyImage
          media={product.media?.[0]}
          src={product.image}
          alt={product.name}
          sizes={CARD_IMAGE_SIZES}
          eager={eager}
          priority={priority}
          fallbackText={t('card.noImage')}
        />
        <Body>
          {product.owner_verified ? (
            <Verified>
              <Badge tone="success">{t('card.verified')}</Badge>
            </Verified>
          ) : null}
          <Name>{product.name}</Name>
          <Meta>{[t('common:format.rooms', { count: bedrooms }), area].filter(Boolean).join(' · ')}</Meta>
          {place ? <Meta>{place}</Meta> : null}
          {product.land_title ? (
            <Meta>{t('card.landTitle', { value: t(`landTitles.${product.land_title}`) })}</Meta>
          ) : null}
          <Price>{productPrice(product, i18n.language)}</Price>
          {entry ? <Meta>{t('card.entry', { amount: entry })}</Meta> : null}
          <Cta>{t('card.view')}</Cta>
        </Body>
      </CardLink>
    </Card>
  );
}
