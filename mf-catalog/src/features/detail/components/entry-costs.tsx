import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Product } from '@immo237/shared/api';
import { formatPrice } from '@immo237/shared/format';

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxs};
  margin: 0 0 ${({ theme }) => theme.spacing.sm};

  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.xs};
    padding: ${({ theme }) => `${theme.spacing.xxs} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }
`;

const Total = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
`;

/**
 * A rental's entry costs: each of them, and 'À l'entrée : X FCFA' = rent × (advance + deposit)
 * + commission + visit fee, as the API computes it. Nothing for a sale or a rental that gives none.
 */
export function EntryCosts({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('catalog');
  const costs = product.is_for_sale ? null : product.entry_costs;
  if (!costs || costs.total === null) return null;
  const price = (amount: number) => formatPrice(amount, product.currency || 'XAF', { lng: i18n.language });
  const months = (n: number | null) =>
    n === null ? null : `${t('entry.months', { count: n })} (${price(n * product.price)})`;
  const rows: [string, string | null][] = [
    [t('entry.advance'), months(costs.advance_months)],
    [t('entry.deposit'), months(costs.deposit_months)],
    [t('entry.agencyFee'), costs.agency_fee === null ? null : price(costs.agency_fee)],
    [t('entry.visitFee'), costs.visit_fee === null ? null : price(costs.visit_fee)],
  ];
  return (
    <section aria-labelledby="catalog-entry-title">
      <h2 id="catalog-entry-title">{t('entry.title')}</h2>
      <List>
        {rows
          .filter((row): row is [string, string] => row[1] !== null)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </List>
      <Total>{t('entry.total', { amount: price(costs.total) })}</Total>
    </section>
  );
}
