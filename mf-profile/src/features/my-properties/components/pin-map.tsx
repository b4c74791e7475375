import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/map';
import { MapCanvas, type LatLng, type MapView } from '@immo237/shared/map';
import { Button } from '@immo237/shared/ui';

export interface PinMapProps {
  pin: LatLng | null;
  start: LatLng;
  zoom: number;
  onChange: (pin: LatLng) => void;
}

/** The listing form's map: a click or tap places the pin, a drag moves it, a button puts it at the centre. */
export function PinMap({ pin, start, zoom, onChange }: PinMapProps) {
  const { t } = useTranslation('profile-map');
  const [view, setView] = useState<MapView | null>(null);
  const change = useRef(onChange);
  change.current = onChange;

  useEffect(() => {
    view?.setPin(pin, t('pinLabel'), (next) => change.current(next));
  }, [view, pin, t]);

  return (
    <>
      <MapCanvas
        label={t('label')}
        description={t('description')}
        texts={{
          loading: t('loading'),
          failed: t('failed'),
          retry: t('retry'),
          tilesUnavailable: t('tilesUnavailable'),
          zoomIn: t('zoomIn'),
          zoomOut: t('zoomOut'),
          closePopup: t('closePopup'),
        }}
        center={start}
        zoom={zoom}
        height="min(50vh, 20rem)"
        onPick={(position) => change.current(position)}
        onReady={setView}
      />
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={!view}
          onClick={() => view && onChange(view.center())}
        >
          {t('centre')}
        </Button>
      </div>
    </>
  );
}
