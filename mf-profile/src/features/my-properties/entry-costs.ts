import type { EntryCosts } from '@immo237/shared/api';
import { MAX_ENTRY_MONTHS, type ListingFormValues } from './listing-schema';

type EntryValues = Pick<
  ListingFormValues,
  'price' | 'advanceMonths' | 'depositMonths' | 'agencyFee' | 'visitFee'
>;

const given = (value: number | '') => value !== '';
const count = (value: number | '', max = Infinity) =>
  value === '' || (Number.isInteger(value) && value >= 0 && value <= max);

/** The four entry costs of a rental's form as `product_data.entry_costs` (an empty field is null). */
export function entryCostsInput(values: EntryValues): Omit<EntryCosts, 'total'> {
  const orNull = (value: number | '') => (value === '' ? null : value);
  return {
    advance_months: orNull(values.advanceMonths),
    deposit_months: orNull(values.depositMonths),
    agency_fee: orNull(values.agencyFee),
    visit_fee: orNull(values.visitFee),
  };
}

/**
 * 'À l'entrée': rent × (advance + deposit) + commission + visit fee, the API's arithmetic. Null while
 * it cannot be told yet: none of the four given (the API stores no total then), one of them not a valid count, or
 * months of rent asked before the rent is known.
 */
export function entryTotal(values: EntryValues): number | null {
  const { price, advanceMonths, depositMonths, agencyFee, visitFee } = values;
  if (![advanceMonths, depositMonths, agencyFee, visitFee].some(given)) return null;
  const monthsValid = count(advanceMonths, MAX_ENTRY_MONTHS) && count(depositMonths, MAX_ENTRY_MONTHS);
  if (!monthsValid || !count(agencyFee) || !count(visitFee)) return null;
  const months = Number(advanceMonths || 0) + Number(depositMonths || 0);
  const rent = price === '' || !Number.isFinite(price) || price < 0 ? null : price;
  if (months > 0 && rent === null) return null;
  return (rent ?? 0) * months + Number(agencyFee || 0) + Number(visitFee || 0);
}
