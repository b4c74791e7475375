import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, Select, TextField } from '@immo237/shared/ui';
import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  LAND_TYPES,
  PROPERTY_TYPES,
  SORTS,
  type FilterName,
  type FilterValues,
} from '../lib/filters';

interface FilterFieldsProps {
  /** Which filters this page offers, in display order. */
  fields: readonly FilterName[];
  values: FilterValues;
  onChange: (name: FilterName, value: string) => void;
  /** Rentals label their prices per month ('Prix minimum (FCFA/mois)'). */
  perMonth?: boolean;
}

/** The filter controls of spec §5, controlled; each page picks the ones it shows. */
export function FilterFields({ fields, values, onChange, perMonth = false }: FilterFieldsProps) {
  const { t } = useTranslation('catalog');
  const unit = perMonth ? t('filters.currencyPerMonth') : t('filters.currency');
  const text = (name: FilterName, label: string, numeric = false) => (
    <TextField
      key={name}
      name={name}
      label={label}
      value={values[name] ?? ''}
      inputMode={numeric ? 'numeric' : undefined}
      type={numeric ? 'text' : 'search'}
      placeholder={numeric ? undefined : t('filters.queryPlaceholder')}
      onChange={(event) => onChange(name, event.target.value)}
    />
  );
  const select = (
    name: FilterName,
    label: string,
    placeholder: string,
    options: { value: string; label: string }[],
  ) => (
    <Select
      key={name}
      name={name}
      label={label}
      placeholder={placeholder}
      options={options}
      value={values[name] ?? ''}
      onChange={(event) => onChange(name, event.target.value)}
    />
  );

  const controls: Record<FilterName, () => ReactElement> = {
    query: () => text('query', t('filters.query')),
    priceMin: () => text('priceMin', t('filters.priceMin', { unit }), true),
    priceMax: () => text('priceMax', t('filters.priceMax', { unit }), true),
    areaMin: () => text('areaMin', t('filters.areaMin'), true),
    areaMax: () => text('areaMax', t('filters.areaMax'), true),
    type: () =>
      select(
        'type',
        t('filters.type'),
        t('filters.anyType'),
        PROPERTY_TYPES.map((value) => ({ value, label: t(`filters.types.${value}`) })),
      ),
    landType: () =>
      select(
        'landType',
        t('filters.landType'),
        t('filters.anyType'),
        LAND_TYPES.map((value) => ({ value, label: t(`filters.landTypes.${value}`) })),
      ),
    bedrooms: () =>
      select(
        'bedrooms',
        t('filters.bedrooms'),
        t('filters.any'),
        BEDROOM_OPTIONS.map((value) => ({ value: String(value), label: t('filters.atLeast', { n: value }) })),
      ),
    bathrooms: () =>
      select(
        'bathrooms',
        t('filters.bathrooms'),
        t('filters.any'),
        BATHROOM_OPTIONS.map((value) => ({
          value: String(value),
          label: t('filters.atLeast', { n: value }),
        })),
      ),
    // A checkbox in the GET form: checked, it sends verified=1 (the URL's parameter); unchecked, nothing.
    verified: () => (
      <Checkbox
        key="verified"
        name="verified"
        value="1"
        label={t('filters.verified')}
        checked={values.verified === '1'}
        onChange={(event) => onChange('verified', event.target.checked ? '1' : '')}
      />
    ),
    sort: () =>
      select(
        'sort',
        t('filters.sort'),
        '',
        SORTS.map((value) => ({ value, label: t(`filters.sorts.${value}`) })),
      ),
  };

  return <>{fields.map((name) => controls[name]())}</>;
}
