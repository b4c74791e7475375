import { mixed, number, object, string } from 'yup';
import type { AreaUnit, Currency, LandType, ProductStatus, ProductUnit } from '@immo237/shared/api';

/** The listing form's values (spec §5 "Listing form"); numbers are '' while a field is empty. */
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
  city: string;
  district: string;
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

/** Spec §9 defaults: XAF, ACTIVE, 1 bedroom, 1 bathroom, area 0 m², treshold 1. */
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
  city: '',
  district: '',
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
});

// Decimal steps checked on integers (cents, halves) so 0.1 + 0.2 style float noise never fails a price.
function isStep(value: number, step: number): boolean {
  const scaled = value / step;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}
