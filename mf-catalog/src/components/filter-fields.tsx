import { Fragment, useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Checkbox,
  Select,
  TextField,
  EARLY_INPUT_PROPS,
  useTypedBeforeHydration,
  type CheckboxProps,
  type SelectProps,
  type TextFieldProps,
} from '@immo237/shared/ui';
import { useLocations } from '@immo237/shared/data';
import { quartiersOf } from '../lib/quartiers';
import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  LAND_TITLES,
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

type FilterChange = (name: FilterName, value: string) => void;

/**
 * Each control keeps what the visitor typed, chose or ticked before the page's script arrived (the server drew the
 * form; a filter chosen early is applied once the page is live instead of being silently dropped).
 */
function FilterText({
  name,
  value,
  onFilter,
  ...props
}: Omit<TextFieldProps, 'name' | 'value' | 'onChange'> & {
  name: FilterName;
  value: string;
  onFilter: FilterChange;
}) {
  const ref = useTypedBeforeHydration<HTMLInputElement>(value, (typed) => onFilter(name, typed));
  return (
    <TextField
      {...props}
      {...EARLY_INPUT_PROPS}
      ref={ref}
      name={name}
      value={value}
      onChange={(e) => onFilter(name, e.target.value)}
    />
  );
}

function FilterSelect({
  name,
  value,
  onFilter,
  ...props
}: Omit<SelectProps, 'name' | 'value' | 'onChange'> & {
  name: FilterName;
  value: string;
  onFilter: FilterChange;
}) {
  const ref = useTypedBeforeHydration<HTMLSelectElement>(value, (typed) => onFilter(name, typed));
  return (
    <Select
      {...props}
      {...EARLY_INPUT_PROPS}
      ref={ref}
      name={name}
      value={value}
      onChange={(e) => onFilter(name, e.target.value)}
    />
  );
}

function FilterCheckbox({
  name,
  value,
  onFilter,
  ...props
}: Omit<CheckboxProps, 'name' | 'value' | 'checked' | 'onChange'> & {
  name: FilterName;
  value: string;
  onFilter: FilterChange;
}) {
  const ref = useTypedBeforeHydration<HTMLInputElement>(value, (typed) => onFilter(name, typed));
  return (
    <Checkbox
      {...props}
      {...EARLY_INPUT_PROPS}
      ref={ref}
      name={name}
      value="1"
      checked={value === '1'}
      onChange={(e) => onFilter(name, e.target.checked ? '1' : '')}
    />
  );
}

/** The search's filter controls, controlled; each page picks the ones it shows. */
export function FilterFields({ fields, values, onChange, perMonth = false }: FilterFieldsProps) {
  const { t } = useTranslation('catalog');
  const locations = useLocations().cities;
  const listId = useId();
  const unit = perMonth ? t('filters.currencyPerMonth') : t('filters.currency');
  const text = (name: FilterName, label: string, numeric = false) => (
    <FilterText
      key={name}
      name={name}
      label={label}
      value={values[name] ?? ''}
      inputMode={numeric ? 'numeric' : undefined}
      type={numeric ? 'text' : 'search'}
      placeholder={numeric ? undefined : t('filters.queryPlaceholder')}
      onFilter={onChange}
    />
  );
  const select = (
    name: FilterName,
    label: string,
    placeholder: string,
    options: { value: string; label: string }[],
  ) => (
    <FilterSelect
      key={name}
      name={name}
      label={label}
      placeholder={placeholder}
      options={options}
      value={values[name] ?? ''}
      onFilter={onChange}
    />
  );

  const controls: Record<FilterName, () => ReactElement> = {
    // The map's area has no field: it is kept by the form sent without JavaScript.
    bbox: () =>
      values.bbox ? (
        <input key="bbox" type="hidden" name="bbox" value={values.bbox} />
      ) : (
        <Fragment key="bbox" />
      ),
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
    // 'Ville': the site's cities, known ones first (a city typed in the address stays chosen even if unknown);
    // a plain text field when the places could not be read.
    city: () => {
      const current = values.city?.trim() ?? '';
      if (locations.length === 0) return text('city', t('filters.city'));
      const names = locations.map((c) => c.city);
      if (current && !names.some((n) => n.localeCompare(current, 'fr', { sensitivity: 'base' }) === 0))
        names.push(current);
      return select(
        'city',
        t('filters.city'),
        t('filters.anyCity'),
        names.map((value) => ({ value, label: value })),
      );
    },
    // 'Quartier': free text with the chosen city's quartiers as suggestions (a datalist works without script).
    district: () => {
      const quartiers = quartiersOf(locations, values.city);
      return (
        <div key="district">
          <FilterText
            name="district"
            label={t('filters.district')}
            value={values.district ?? ''}
            type="search"
            autoComplete="off"
            list={quartiers.length ? `${listId}-districts` : undefined}
            onFilter={onChange}
          />
          {quartiers.length ? (
            <datalist id={`${listId}-districts`}>
              {quartiers.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          ) : null}
        </div>
      );
    },
    entryMax: () => text('entryMax', t('filters.entryMax', { unit: t('filters.currency') }), true),
    landTitle: () =>
      select(
        'landTitle',
        t('filters.landTitle'),
        t('filters.anyLandTitle'),
        LAND_TITLES.map((value) => ({ value, label: t(`landTitles.${value}`) })),
      ),
    verified: () => (
      <FilterCheckbox
        key="verified"
        name="verified"
        label={t('filters.verified')}
        value={values.verified ?? ''}
        onFilter={onChange}
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
