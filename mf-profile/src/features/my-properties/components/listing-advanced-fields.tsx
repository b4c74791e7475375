import { useEffect, useState } from 'react';
import { useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FormSelect, FormTextField } from '@immo237/shared/forms';
import { asIs, UNITS } from '../listing-options';
import { FieldGrid } from './field-grid';

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
          <FormTextField ns="profile" name="sku" label={t('articles.form.sku')} disabled={saving} />
          <FormTextField ns="profile" name="stock" numeric min={0} label={t('articles.form.stock')} />
          <FormTextField ns="profile" name="quantity" numeric min={0} label={t('articles.form.quantity')} />
          <FormTextField
            ns="profile"
            name="treshold"
            numeric
            min={1}
            label={t('articles.form.treshold')}
            required
          />
          <FormSelect ns="profile" name="unit" label={t('articles.form.unit')} options={asIs(UNITS)} />
          <FormTextField ns="profile" name="weight" numeric min={0} label={t('articles.form.weight')} />
          <FormTextField ns="profile" name="length" numeric min={0} label={t('articles.form.length')} />
          <FormTextField ns="profile" name="width" numeric min={0} label={t('articles.form.width')} />
          <FormTextField ns="profile" name="height" numeric min={0} label={t('articles.form.height')} />
        </FieldGrid>
      </div>
    </Details>
  );
}
