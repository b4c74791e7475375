import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceFigure } from '@immo237/shared/api';
import { formatPrice } from '@immo237/shared/format';
import { figureType } from './figure-text';

const BAR_HEIGHT = 28;
const LABEL_WIDTH = 150;
const WIDTH = 340;

/**
 * The median rents as horizontal bars: an SVG image named by its title and described, each bar with its type and
 * its amount written as text (read by screen readers and visible without the table).
 */
export function PriceChart({ figures, place }: { figures: readonly PriceFigure[]; place: string }) {
  const { t } = useTranslation('content');
  const id = useId();
  if (figures.length === 0) return null;
  const max = Math.max(...figures.map((f) => f.median));
  const height = figures.length * (BAR_HEIGHT + 8) + 8;
  const barSpace = WIDTH - LABEL_WIDTH - 8;
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      style={{ maxWidth: 560, display: 'block', margin: '1rem 0' }}
    >
      <title id={`${id}-title`}>{t('prices.chartTitle', { place })}</title>
      <desc id={`${id}-desc`}>{t('prices.chartDescription')}</desc>
      {figures.map((figure, index) => {
        const y = 8 + index * (BAR_HEIGHT + 8);
        const width = Math.max(2, Math.round((figure.median / max) * barSpace * 0.55));
        return (
          <g key={`${figure.category}-${figure.bedrooms ?? ''}`}>
            <text x={0} y={y + BAR_HEIGHT / 2 + 4} fontSize="11" fill="currentColor">
              {figureType(t, 'rent', figure)}
            </text>
            <rect x={LABEL_WIDTH} y={y} width={width} height={BAR_HEIGHT} rx={3} fill="#1f7a4d" />
            <text x={LABEL_WIDTH + width + 4} y={y + BAR_HEIGHT / 2 + 4} fontSize="11" fill="currentColor">
              {formatPrice(figure.median, 'XAF')}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
