import { useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatPrice } from '@immo237/shared/format';
import { entryTotal } from '../entry-costs';
import { MAX_ENTRY_MONTHS, type ListingFormValues } from '../listing-schema';
import { FieldGrid, FieldGroup, FieldNote } from './field-grid';
import { ListingNumber } from './listing-field';

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
  const months = { min: 0, max: MAX_ENTRY_MONTHS, step: 1, inputMode: 'numeric' } as const;
  const fee = { min: 0, step: 1, inputMode: 'numeric' } as const;
  return (
    <FieldGroup>
      <legend>{t('articles.form.entryCosts')}</legend>
      <FieldNote>{t('articles.form.entryCostsHint')}</FieldNote>
      <FieldGrid>
        <ListingNumber name="advanceMonths" {...months} />
        <ListingNumber name="depositMonths" {...months} />
        <ListingNumber name="agencyFee" {...fee} />
        <ListingNumber name="visitFee" {...fee} />
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
