import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Product } from '@immo237/shared/api';
import { media } from '@immo237/shared/theme';
import { bareListStyles, SkeletonCard, VisuallyHidden } from '@immo237/shared/ui';
import { ListingsJsonLd } from './listings-json-ld';
import { PropertyCard } from './property-card';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.lg};
  ${bareListStyles}

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Item = styled.li`
  display: flex;
  min-width: 0;

  & > * {
    flex: 1;
  }
`;

interface PropertyGridProps {
  products: readonly Product[];
  loading?: boolean;
  /** How many skeleton cards stand in while loading. */
  skeletons?: number;
  /** The first visible row (up to 3 cards) loads its photos at once; the rest wait for the viewport. */
  eagerCount?: number;
  /** Only the very first photo of the page gets fetchpriority=high (the likely LCP element). */
  priorityFirst?: boolean;
}

/**
 * The card grid of every list: one column on phones, two on tablets, three from 1024 px, with the list's
 * schema.org ItemList for search engines.
 */
export function PropertyGrid({
  products,
  loading = false,
  skeletons = 6,
  eagerCount = 3,
  priorityFirst = false,
}: PropertyGridProps) {
  const { t } = useTranslation('common');
  if (loading) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">{t('skeleton.loading')}</VisuallyHidden>
        <Grid>
          {Array.from({ length: skeletons }, (_, index) => (
            <Item key={index}>
              <SkeletonCard />
            </Item>
          ))}
        </Grid>
      </div>
    );
  }
  return (
    <>
      <Grid>
        {products.map((product, index) => (
          <Item key={product.id}>
            <PropertyCard
              product={product}
              eager={index < eagerCount}
              priority={priorityFirst && index === 0}
            />
          </Item>
        ))}
      </Grid>
      <ListingsJsonLd products={products} />
    </>
  );
}
