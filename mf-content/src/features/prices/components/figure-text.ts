import type { TFunction } from 'i18next';
import type { PriceFigure } from '@immo237/shared/api';
import { formatPrice } from '@immo237/shared/format';
import type { PriceKind } from '../api/search-link';

const isFlat = (category: string) => /^appartement$/i.test(category.trim());

/** A figure as one sentence: 'Loyer médian d'un 2 pièces à Bonapriso : 150 000 FCFA / mois'. */
export function figureSentence(t: TFunction<'content'>, kind: PriceKind, figure: PriceFigure, place: string) {
  const price = formatPrice(figure.median, 'XAF');
  if (kind === 'rent' && isFlat(figure.category) && figure.bedrooms)
    return t('prices.sentences.rentRooms', { rooms: figure.bedrooms, place, price });
  if (kind === 'land')
    return t('prices.sentences.land', {
      title: t(`prices.landTitles.${figure.landTitle ?? 'none'}`),
      place,
      price,
    });
  return t(`prices.sentences.${kind}`, { type: figureType(t, kind, figure), place, price });
}

/** The type column: 'Appartement · 2 pièces', 'Maison', 'titré'. */
export function figureType(t: TFunction<'content'>, kind: PriceKind, figure: PriceFigure) {
  if (kind === 'land') return t(`prices.landTitles.${figure.landTitle ?? 'none'}`);
  if (kind === 'rent' && figure.bedrooms)
    return `${figure.category} · ${t('prices.rooms', { count: figure.bedrooms })}`;
  return figure.category;
}

/** '+8 %', '−3 %' (French spacing), or null without a figure a year earlier. */
export function figureChange(figure: PriceFigure): string | null {
  if (figure.change === null) return null;
  const percent = Math.round(figure.change * 100);
  const sign = percent > 0 ? '+' : percent < 0 ? '−' : '';
  return `${sign}${Math.abs(percent)}\u00a0%`;
}
