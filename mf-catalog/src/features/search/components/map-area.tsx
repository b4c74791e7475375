import { useTranslation } from 'react-i18next';
import { Button } from '@immo237/shared/ui';
import { ActionLine } from '../../../components/action-line';

/** The results are limited to an area of the map (bbox): said in both views, with the way back. */
export function MapArea({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('catalog');
  return (
    <ActionLine>
      <p>{t('search.areaActive')}</p>
      <Button variant="ghost" size="sm" onClick={onClear}>
        {t('search.areaClear')}
      </Button>
    </ActionLine>
  );
}
