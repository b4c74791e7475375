import { useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@immo237/shared/theme';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextArea } from '../../../components/form/form-text-area';
import { FormTextField } from '../../../components/form/form-text-field';
import { AREA_UNITS, CURRENCIES, LAND_TYPES, LISTING_CATEGORIES, STATUSES } from '../listing-options';
import type { ListingFormValues } from '../listing-schema';

export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.md};

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Wide = styled.div`
  ${media.sm} {
    grid-column: 1 / -1;
  }
`;

/** What a homeowner fills in (spec §5): the property itself. The stock-style fields are elsewhere. */
export function ListingFields() {
  const { t } = useTranslation('profile');
  const { values } = useFormState<ListingFormValues>({ subscription: { values: true } });
  const options = <T extends string>(list: readonly T[], prefix: string) =>
    list.map((value) => ({ value, label: t(`${prefix}.${value}` as 'articles.form.title') }));
  return (
    <FieldGrid>
      <Wide>
        <FormTextField name="name" label={t('articles.form.name')} required />
      </Wide>
      <FormSelect
        name="category"
        label={t('articles.form.category')}
        placeholder={t('articles.form.categoryPlaceholder')}
        options={options(LISTING_CATEGORIES, 'articles.categories')}
        required
      />
      <FormSelect
        name="offer"
        label={t('articles.form.offer')}
        options={[
          { value: 'sale', label: t('articles.form.offerSale') },
          { value: 'rent', label: t('articles.form.offerRent') },
        ]}
      />
      <FormTextField name="price" numeric min={0.01} step={0.01} label={t('articles.form.price')} required />
      <FormSelect
        name="currency"
        label={t('articles.form.currency')}
        options={CURRENCIES.map((value) => ({ value, label: value }))}
        required
      />
      <FormSelect
        name="status"
        label={t('articles.form.status')}
        options={options(STATUSES, 'articles.statuses')}
        required
      />
      {values.category === 'Terrain' ? (
        <FormSelect
          name="landType"
          label={t('articles.form.landType')}
          placeholder={t('articles.form.landTypePlaceholder')}
          options={options(LAND_TYPES, 'articles.landTypes')}
        />
      ) : (
        <FormTextField name="bedrooms" numeric min={0} step={1} label={t('articles.form.bedrooms')} />
      )}
      {values.category !== 'Terrain' && (
        <FormTextField name="bathrooms" numeric min={0} step={0.5} label={t('articles.form.bathrooms')} />
      )}
      <FormTextField name="area" numeric min={0} label={t('articles.form.area')} />
      <FormSelect
        name="areaUnit"
        label={t('articles.form.areaUnit')}
        options={AREA_UNITS.map((value) => ({ value, label: value }))}
      />
      <FormTextField name="city" label={t('articles.form.city')} autoComplete="address-level2" />
      <FormTextField name="district" label={t('articles.form.district')} />
      <Wide>
        <FormTextArea name="description" label={t('articles.form.description')} />
      </Wide>
      <Wide>
        <FormTextArea name="conditions" label={t('articles.form.conditions')} rows={3} />
      </Wide>
      <Wide>
        <FormTextField name="tags" label={t('articles.form.tags')} hint={t('articles.form.tagsHint')} />
      </Wide>
    </FieldGrid>
  );
}
