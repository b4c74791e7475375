import { useTranslation } from 'react-i18next';
import { Button } from '@immo237/shared/ui';
import { useFavourite } from '../hooks/use-favourite';

/** A toggle button: its pressed state tells screen readers whether the listing is a favourite. */
export function FavouriteButton({ productId }: { productId: string }) {
  const { t } = useTranslation('catalog');
  const { favourite, busy, toggle } = useFavourite(productId);
  return (
    <Button variant="secondary" aria-pressed={favourite} loading={busy} onClick={() => void toggle()}>
      <span aria-hidden="true">{favourite ? '♥' : '♡'}</span>{' '}
      {t(favourite ? 'favourite.remove' : 'favourite.add')}
    </Button>
  );
}
