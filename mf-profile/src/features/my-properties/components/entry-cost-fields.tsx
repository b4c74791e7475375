import { useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatPrice } from '@immo237/shared/format';
import { FormTextField } from '@immo237/shared/forms';
import { entryTotal } from '../entry-costs';
import { MAX_ENTRY_MONTHS, type ListingFormValues } from '../listing-schema';
import { FieldGrid, FieldGroup, FieldNote } from './field-grid';

const Total = styled.output`
  display: block;
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const SUBSCRIPTION = { values: true } as const;

/**
 * A rental's entry costs and what they come to, 'À l'entrée : X FCFA', recomputed as they are
 * typed with the API's arithmetic. The fees are in FCFA, so the total is given for a rent in FCFA only.
 */
export function EntryCostFields() {
  const { t } = useTranslation('profile');
  const { values } = useFormState<ListingFormValues>({ subscription: SUBSCRIPTION });
  const total = values.currency === 'XAF' ? entryTotal(values) : null;
  const months = { numeric: true, min: 0, max: MAX_ENTRY_MONTHS, step: 1, inputMode: 'numeric' } as const;
  const fee = { numeric: true, min: 0, step: 1, inputMode: 'numeric' } as const;
  return (
    <FieldGroup>
      <legend>{t('articles.form.entryCosts')}</legend>
      <FieldNote>{t('articles.form.entryCostsHint')}</FieldNote>
      <FieldGrid>
        <FormTextField
          ns="profile"
          name="advanceMonths"
          {...months}
          label={t('articles.form.advanceMonths')}
        />
        <FormTextField
          ns="profile"
          name="depositMonths"
          {...months}
          label={t('articles.form.depositMonths')}
        />
        <FormTextField ns="profile" name="agencyFee" {...fee} label={t('articles.form.agencyFee')} />
        <FormTextField ns="profile" name="visitFee" {...fee} label={t('articles.form.visitFee')} />
      </FieldGrid>
      {values.currency !== 'XAF' ? (
        <FieldNote>{t('articles.form.entryTotalXafOnly')}</FieldNote>
      ) : (
        // Polite and atomic: the whole sentence is read, once the reader is idle, never cutting into what is typed.
        <Total aria-live="polite" aria-atomic="true">
          {total === null ? '' : t('articles.form.entryTotal', { amount: formatPrice(total, 'XAF') })}
        </Total>
      )}
    </FieldGroup>
  );
}
