import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@immo237/shared/forms';
import { Select } from '@immo237/shared/ui';
import { useLocations } from '@immo237/shared/data';
import { findCity } from '../places';
import { LocationPin } from './location-pin';

/** The value of 'Autre ville' in the city list: never a city's name. */
export const OTHER_CITY = '__other__';

/**
 * 'Ville' and 'Quartier'. 'Ville' is a native select (the phone's own picker, usable at 360 px
 * and by every screen reader) of the known cities first, then the others listings use, then 'Autre ville', which
 * reveals a text field for a city nobody used yet. 'Quartier' is a text field whose <datalist> suggests the
 * quartiers already used in the chosen city. The form's value stays the city's name itself; until the list arrives,
 * or if it cannot be read, both are plain text fields.
 */
export function LocationFields() {
  const { t } = useTranslation('profile');
  const locations = useLocations();
  const city = useField<string>('city', { subscription: { value: true } }).input;
  const cityName = city.value ?? '';
  const suggestionsId = useId();
  const ready = locations.status === 'ready' && locations.cities.length > 0;
  const listed = ready ? findCity(locations.cities, cityName) : undefined;
  // 'Autre ville' stays chosen while its field is typed in, even when the text comes to name a listed city: the
  // field must not vanish under the fingers. A city outside the list (an edited listing's) chooses it at once.
  const [otherChosen, setOtherChosen] = useState(false);
  const unlisted = ready && !listed && cityName.trim() !== '';
  useEffect(() => {
    if (unlisted) setOtherChosen(true);
  }, [unlisted]);
  const other = ready && (otherChosen || unlisted);

  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value;
    setOtherChosen(value === OTHER_CITY);
    city.onChange(value === OTHER_CITY ? '' : value);
  };

  const districts = listed?.districts ?? [];
  return (
    <>
      {ready && (
        <Select
          name="cityChoice"
          label={t('articles.form.city')}
          placeholder={t('articles.form.cityPlaceholder')}
          value={other ? OTHER_CITY : (listed?.city ?? '')}
          onChange={choose}
          onBlur={city.onBlur}
          options={[
            ...locations.cities.map((place) => ({ value: place.city, label: place.city })),
            { value: OTHER_CITY, label: t('articles.form.cityOther') },
          ]}
        />
      )}
      {/* Same place in the tree in both modes: a city typed while the list loads keeps its field and focus. */}
      {(!ready || other) && (
        <FormTextField
          ns="profile"
          name="city"
          label={ready ? t('articles.form.cityOtherName') : t('articles.form.city')}
          autoComplete="address-level2"
        />
      )}
      <FormTextField
        ns="profile"
        name="district"
        label={t('articles.form.district')}
        list={districts.length > 0 ? suggestionsId : undefined}
        autoComplete={districts.length > 0 ? 'off' : undefined}
        hint={districts.length > 0 ? t('articles.form.districtHint', { city: listed?.city }) : undefined}
      />
      {districts.length > 0 && (
        <datalist id={suggestionsId}>
          {districts.map((district) => (
            <option key={district.name} value={district.name} />
          ))}
        </datalist>
      )}
      <LocationPin />
    </>
  );
}
