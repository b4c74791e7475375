import { useEffect, useState } from 'react';
import { useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { asIs, UNITS } from '../listing-options';
import { FieldGrid } from './field-grid';
import { ListingNumber, ListingSelect, ListingText } from './listing-field';

const Details = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  summary {
    min-height: ${({ theme }) => theme.controlHeights.md};
    padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
    cursor: pointer;
  }

  > div {
    padding: ${({ theme }) => `0 ${theme.spacing.md} ${theme.spacing.md}`};
  }
`;

const ADVANCED = ['sku', 'stock', 'quantity', 'treshold', 'unit', 'weight', 'length', 'width', 'height'];

/**
 * The stock-style fields (sku, stock, quantity, treshold, unit, weight, dimensions), kept with valid
 * defaults but folded away: a homeowner should not be asked for the weight of a house.
 */
export function ListingAdvancedFields({ saving }: { saving: boolean }) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  const { errors, submitFailed } = useFormState({ subscription: { errors: true, submitFailed: true } });
  const hidden = ADVANCED.some((name) => errors?.[name]);
  // A refused submit must not hide its reason in the folded section.
  useEffect(() => {
    if (submitFailed && hidden) setOpen(true);
  }, [submitFailed, hidden]);
  return (
    <Details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('articles.form.advanced')}</summary>
      <div>
        <FieldGrid>
          <ListingText name="sku" disabled={saving} />
          <ListingNumber name="stock" min={0} />
          <ListingNumber name="quantity" min={0} />
          <ListingNumber name="treshold" min={1} required />
          <ListingSelect name="unit" options={asIs(UNITS)} />
          <ListingNumber name="weight" min={0} />
          <ListingNumber name="length" min={0} />
          <ListingNumber name="width" min={0} />
          <ListingNumber name="height" min={0} />
        </FieldGrid>
      </div>
    </Details>
  );
}
