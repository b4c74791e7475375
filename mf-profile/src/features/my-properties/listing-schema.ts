import { mixed, number, object, string } from 'yup';
import type {
  AreaUnit,
  Currency,
  LandTitle,
  LandType,
  ProductStatus,
  ProductUnit,
} from '@immo237/shared/api';

/** The listing form's values; numbers are '' while a field is empty. */
export interface ListingFormValues {
  name: string;
  category: string;
  price: number | '';
  currency: Currency;
  status: ProductStatus;
  offer: 'sale' | 'rent';
  bedrooms: number | '';
  bathrooms: number | '';
  area: number | '';
  areaUnit: AreaUnit;
  landType: LandType | '';
  /** 'Titre foncier' (plots only). */
  landTitle: LandTitle | '';
  city: string;
  /** The quartier. */
  district: string;
  /** The owner's pin on the map; null: the quartier's centre is shown. */
  pin: { lat: number; lng: number } | null;
  // A rental's entry costs: months of rent paid in advance and as deposit, then two fees in FCFA.
  advanceMonths: number | '';
  depositMonths: number | '';
  agencyFee: number | '';
  visitFee: number | '';
  description: string;
  conditions: string;
  tags: string;
  sku: string;
  stock: number | '';
  quantity: number | '';
  treshold: number | '';
  unit: ProductUnit | '';
  weight: number | '';
  length: number | '';
  width: number | '';
  height: number | '';
}

/** Defaults: XAF, ACTIVE, 1 bedroom, 1 bathroom, area 0 m², treshold 1. */
export const EMPTY_LISTING: ListingFormValues = {
  name: '',
  category: '',
  price: '',
  currency: 'XAF',
  status: 'ACTIVE',
  offer: 'sale',
  bedrooms: 1,
  bathrooms: 1,
  area: 0,
  areaUnit: 'm²',
  landType: '',
  landTitle: '',
  city: '',
  district: '',
  pin: null,
  advanceMonths: '',
  depositMonths: '',
  agencyFee: '',
  visitFee: '',
  description: '',
  conditions: '',
  tags: '',
  sku: '',
  stock: 1,
  quantity: 1,
  treshold: 1,
  unit: 'piece',
  weight: 0,
  length: 0,
  width: 0,
  height: 0,
};

// '' (an emptied number field) is "not given"; yup would otherwise report a type error in English.
const optionalNumber = () =>
  number()
    .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
    .typeError('articles.errors.number');

/** The most months of rent a listing may ask in advance or as deposit (the API's limit too). */
export const MAX_ENTRY_MONTHS = 36;
// The API's ceiling for a fee; far above any real commission, it only stops a typing slip of many zeros.
const MAX_FEE = 1e12;

// Entry costs are a rental's: on a sale the fields are hidden and not sent, so they must not block the form.
const forRent = (rule: (schema: ReturnType<typeof optionalNumber>) => ReturnType<typeof optionalNumber>) =>
  mixed().when('offer', ([offer]) => (offer === 'rent' ? rule(optionalNumber()) : mixed().optional()));

const entryMonths = () =>
  forRent((schema) =>
    schema
      .integer('articles.errors.monthsInteger')
      .min(0, 'articles.errors.min0')
      .max(MAX_ENTRY_MONTHS, 'articles.errors.monthsMax'),
  );

const entryFee = () =>
  forRent((schema) =>
    schema
      .integer('articles.errors.feeInteger')
      .min(0, 'articles.errors.min0')
      .max(MAX_FEE, 'articles.errors.feeMax'),
  );

/** Messages are keys of the `profile` namespace. Negative stock/weight/quantity are fixed, not refused. */
export const listingSchema = object({
  name: string().trim().required('articles.errors.nameRequired'),
  category: string().required('articles.errors.categoryRequired'),
  price: optionalNumber()
    .required('articles.errors.priceRequired')
    .min(0.01, 'articles.errors.priceMin')
    .test('step', 'articles.errors.priceStep', (value) => value === undefined || isStep(value, 0.01)),
  currency: string().required('articles.errors.currencyRequired'),
  status: string().required('articles.errors.statusRequired'),
  bedrooms: optionalNumber().min(0, 'articles.errors.min0').integer('articles.errors.integer'),
  bathrooms: optionalNumber()
    .min(0, 'articles.errors.min0')
    .test('step', 'articles.errors.bathroomsStep', (value) => value === undefined || isStep(value, 0.5)),
  area: optionalNumber().min(0, 'articles.errors.min0'),
  treshold: optionalNumber()
    .required('articles.errors.tresholdRequired')
    .min(1, 'articles.errors.tresholdRequired'),
  length: optionalNumber().min(0, 'articles.errors.min0'),
  width: optionalNumber().min(0, 'articles.errors.min0'),
  height: optionalNumber().min(0, 'articles.errors.min0'),
  landType: mixed().optional(),
  landTitle: mixed().optional(),
  advanceMonths: entryMonths(),
  depositMonths: entryMonths(),
  agencyFee: entryFee(),
  visitFee: entryFee(),
});

// Decimal steps checked on integers (cents, halves) so 0.1 + 0.2 style float noise never fails a price.
function isStep(value: number, step: number): boolean {
  const scaled = value / step;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}
