import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Product } from '@immo237/shared/api';
import { productArea, productFeatures, productPlace } from '../../../lib/product-view';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
`;

const Item = styled.div`
  padding: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

/** Category, bedrooms, bathrooms, area and place, with defaults for missing values (1 bedroom, 1 bathroom, m²). */
export function PropertyFacts({ product }: { product: Product }) {
  const { t } = useTranslation('catalog');
  const { bedrooms, bathrooms, areaUnit } = productFeatures(product);
  const facts: [string, string][] = [
    [t('detail.category'), product.category],
    [t('detail.bedrooms'), String(bedrooms)],
    [t('detail.bathrooms'), String(bathrooms)],
    [t('detail.area'), productArea(product) ?? `0 ${areaUnit}`],
    [t('detail.location'), productPlace(product)],
  ];
  return (
    <List>
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Item key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Item>
        ))}
    </List>
  );
}
