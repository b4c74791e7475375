import { useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import {
  AREA_UNITS,
  asIs,
  CURRENCIES,
  LAND_CATEGORY,
  LAND_TITLES,
  LAND_TYPES,
  LISTING_CATEGORIES,
  STATUSES,
} from '../listing-options';
import type { ListingFormValues } from '../listing-schema';
import { EntryCostFields } from './entry-cost-fields';
import { FieldGrid, Wide } from './field-grid';
import { ListingNumber, ListingSelect, ListingText, ListingTextArea } from './listing-field';
import { LocationFields } from './location-fields';

/**
 * What a homeowner fills in: the property itself, with a rental's entry costs and a plot's land title. The
 * stock-style fields are elsewhere.
 */
export function ListingFields() {
  const { t } = useTranslation('profile');
  const { values } = useFormState<ListingFormValues>({ subscription: { values: true } });
  const isLand = values.category === LAND_CATEGORY;
  const options = <T extends string>(list: readonly T[], prefix: string) =>
    list.map((value) => ({ value, label: t(`${prefix}.${value}` as 'articles.form.title') }));
  return (
    <FieldGrid>
      <Wide>
        <ListingText name="name" required />
      </Wide>
      <ListingSelect
        name="category"
        withPlaceholder
        options={options(LISTING_CATEGORIES, 'articles.categories')}
        required
      />
      <ListingSelect
        name="offer"
        options={[
          { value: 'sale', label: t('articles.form.offerSale') },
          { value: 'rent', label: t('articles.form.offerRent') },
        ]}
      />
      <ListingNumber name="price" min={0.01} step={0.01} required />
      <ListingSelect name="currency" options={asIs(CURRENCIES)} required />
      {values.offer === 'rent' && (
        <Wide>
          <EntryCostFields />
        </Wide>
      )}
      <ListingSelect name="status" options={options(STATUSES, 'articles.statuses')} required />
      {/* A plot has a type and a land title where a building has rooms. */}
      {isLand ? (
        <>
          <ListingSelect
            name="landType"
            withPlaceholder
            options={options(LAND_TYPES, 'articles.landTypes')}
          />
          <ListingSelect
            name="landTitle"
            withPlaceholder
            options={options(LAND_TITLES, 'articles.landTitles')}
          />
        </>
      ) : (
        <>
          <ListingNumber name="bedrooms" min={0} step={1} />
          <ListingNumber name="bathrooms" min={0} step={0.5} />
        </>
      )}
      <ListingNumber name="area" min={0} />
      <ListingSelect name="areaUnit" options={asIs(AREA_UNITS)} />
      <LocationFields />
      <Wide>
        <ListingTextArea name="description" />
      </Wide>
      <Wide>
        <ListingTextArea name="conditions" rows={3} />
      </Wide>
      <Wide>
        <ListingText name="tags" withHint />
      </Wide>
    </FieldGrid>
  );
}
