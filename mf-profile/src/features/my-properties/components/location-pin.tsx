import { Suspense, useState } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, lazyPart } from '@immo237/shared/ui';
import { useLocations } from '@immo237/shared/data';
import type { ListingFormValues } from '../listing-schema';
import { findCity } from '../places';

// The map and Leaflet load when the owner asks for them: most listings are saved without a pin.
const PinMap = lazyPart(() => import('./pin-map').then((module) => ({ default: module.PinMap })));

type Pin = ListingFormValues['pin'];

/** Cameroon as a whole, when neither the quartier nor the city has a known centre. */
const CAMEROON = { lat: 5.7, lng: 12.35 };

const Box = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};

  p {
    margin: 0;
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

/**
 * 'Placer l'annonce sur la carte': an optional pin, sent as location.lat/lng; 'Retirer le
 * repère' sends null, and the API shows the quartier's centre again. The map opens on the pin, else on the
 * quartier's or city's centre.
 */
export function LocationPin() {
  const { t } = useTranslation('profile');
  const { input } = useField<Pin>('pin', { subscription: { value: true } });
  const city = useField<string>('city', { subscription: { value: true } }).input.value ?? '';
  const district = useField<string>('district', { subscription: { value: true } }).input.value ?? '';
  const locations = useLocations();
  const [open, setOpen] = useState(false);
  const pin = input.value || null;

  const listed = findCity(locations.cities, city);
  const quartier = listed?.districts.find((place) => fold(place.name) === fold(district));
  const centre =
    (quartier?.lat != null && quartier.lng != null && { lat: quartier.lat, lng: quartier.lng }) ||
    (listed?.lat != null && listed.lng != null && { lat: listed.lat, lng: listed.lng }) ||
    null;

  return (
    <Box>
      <Actions>
        <Button variant="secondary" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
          {t(open ? 'articles.form.pinHide' : pin ? 'articles.form.pinEdit' : 'articles.form.pin')}
        </Button>
        {pin ? (
          <Button variant="ghost" onClick={() => input.onChange(null)}>
            {t('articles.form.pinRemove')}
          </Button>
        ) : null}
      </Actions>
      <p role="status">
        {pin ? t('articles.form.pinPlaced', { latitude: pin.lat, longitude: pin.lng }) : null}
      </p>
      <Hint>{t('articles.form.pinHint')}</Hint>
      {open ? (
        <Suspense fallback={null}>
          <PinMap
            pin={pin}
            start={pin ?? centre ?? CAMEROON}
            zoom={pin ? 16 : quartier ? 15 : listed ? 13 : 6}
            onChange={(next) => input.onChange(next)}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
