import { useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { FormSelect, FormTextArea, FormTextField } from '@immo237/shared/forms';
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
        <FormTextField ns="profile" name="name" label={t('articles.form.name')} required />
      </Wide>
      <FormSelect
        ns="profile"
        name="category"
        label={t('articles.form.category')}
        placeholder={t('articles.form.categoryPlaceholder')}
        options={options(LISTING_CATEGORIES, 'articles.categories')}
        required
      />
      <FormSelect
        ns="profile"
        name="offer"
        label={t('articles.form.offer')}
        options={[
          { value: 'sale', label: t('articles.form.offerSale') },
          { value: 'rent', label: t('articles.form.offerRent') },
        ]}
      />
      <FormTextField
        ns="profile"
        name="price"
        numeric
        min={0.01}
        step={0.01}
        label={t('articles.form.price')}
        required
      />
      <FormSelect
        ns="profile"
        name="currency"
        label={t('articles.form.currency')}
        options={asIs(CURRENCIES)}
        required
      />
      {values.offer === 'rent' && (
        <Wide>
          <EntryCostFields />
        </Wide>
      )}
      <FormSelect
        ns="profile"
        name="status"
        label={t('articles.form.status')}
        options={options(STATUSES, 'articles.statuses')}
        required
      />
      {/* A plot has a type and a land title where a building has rooms. */}
      {isLand ? (
        <>
          <FormSelect
            ns="profile"
            name="landType"
            label={t('articles.form.landType')}
            placeholder={t('articles.form.landTypePlaceholder')}
            options={options(LAND_TYPES, 'articles.landTypes')}
          />
          <FormSelect
            ns="profile"
            name="landTitle"
            label={t('articles.form.landTitle')}
            placeholder={t('articles.form.landTitlePlaceholder')}
            options={options(LAND_TITLES, 'articles.landTitles')}
          />
        </>
      ) : (
        <>
          <FormTextField
            ns="profile"
            name="bedrooms"
            numeric
            min={0}
            step={1}
            label={t('articles.form.bedrooms')}
          />
          <FormTextField
            ns="profile"
            name="bathrooms"
            numeric
            min={0}
            step={0.5}
            label={t('articles.form.bathrooms')}
          />
        </>
      )}
      <FormTextField ns="profile" name="area" numeric min={0} label={t('articles.form.area')} />
      <FormSelect
        ns="profile"
        name="areaUnit"
        label={t('articles.form.areaUnit')}
        options={asIs(AREA_UNITS)}
      />
      <LocationFields />
      <Wide>
        <FormTextArea ns="profile" name="description" label={t('articles.form.description')} />
      </Wide>
      <Wide>
        <FormTextArea ns="profile" name="conditions" label={t('articles.form.conditions')} rows={3} />
      </Wide>
      <Wide>
        <FormTextField
          ns="profile"
          name="tags"
          label={t('articles.form.tags')}
          hint={t('articles.form.tagsHint')}
        />
      </Wide>
    </FieldGrid>
  );
}
