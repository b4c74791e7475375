import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Product } from '@immo237/shared/api';
import { formatPrice } from '@immo237/shared/format';
import { Card, coverPhotoStyles } from '@immo237/shared/ui';

const Anchor = styled(Link)`
  display: block;
  height: 100%;
  color: inherit;
  text-decoration: none;
`;

const Photo = styled.img`
  ${coverPhotoStyles('4 / 3')}
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};
  padding: ${({ theme }) => theme.spacing.md};
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.md};
`;

const Price = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Place = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

/** One of the agent's listings: photo, name, price, place; the whole card links to its detail page. */
export function AgentListingCard({ product }: { product: Product }) {
  const { i18n } = useTranslation('content');
  const place = [product.location?.district, product.location?.city].filter(Boolean).join(', ');
  return (
    <Card $padding="none">
      <Anchor to={`/details/${product.slug}`}>
        {product.image && (
          <Photo
            src={product.media?.[0]?.sizes?.['480'] ?? product.image}
            alt=""
            width={480}
            height={360}
            loading="lazy"
          />
        )}
        <Body>
          <Name>{product.name}</Name>
          <Price>
            {formatPrice(product.price, product.currency || 'XAF', {
              perMonth: !product.is_for_sale,
              lng: i18n.language,
            })}
          </Price>
          {place && <Place>{place}</Place>}
        </Body>
      </Anchor>
    </Card>
  );
}
