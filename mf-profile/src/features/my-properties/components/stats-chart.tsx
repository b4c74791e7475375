import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ListingStatsDay } from '@immo237/shared/api';
import { VisuallyHidden } from '@immo237/shared/ui';

const HEIGHT = 120;
const SLOT = 12;

const Figure = styled.figure`
  margin: 0;

  svg {
    display: block;
    width: 100%;
    height: 8rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderStrong};
  }

  .views {
    fill: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
  }

  .contacts {
    fill: ${({ theme }) => theme.colors.info};
    background: ${({ theme }) => theme.colors.info};
  }
`;

const Axis = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.spacing.xxs};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  margin: ${({ theme }) => `${theme.spacing.xs} 0 0`};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const Swatch = styled.span`
  display: inline-block;
  width: 0.75rem;
  height: 0.75rem;
  margin-right: ${({ theme }) => theme.spacing.xxs};
  border-radius: 2px;
  vertical-align: middle;
`;

/** A day 'YYYY-MM-DD' as the reader says it: '1er mars', '10 mars' / '10 Mar' (the day is a calendar day: read in UTC). */
export function dayLabel(day: string, lng: string, long = false): string {
  const french = !lng.startsWith('en');
  return new Intl.DateTimeFormat(french ? 'fr-FR' : 'en-GB', {
    day: 'numeric',
    month: long ? 'long' : 'short',
    timeZone: 'UTC',
  })
    .formatToParts(new Date(`${day}T00:00:00Z`))
    .map((part) => (french && part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
}

/**
 * The daily views and contacts of a listing as bars, drawn in SVG (no chart library). The picture has a spoken
 * summary (role="img" + aria-label), and the day-by-day figures are a table for screen readers: its text
 * alternative.
 */
export function StatsChart({ series }: { series: ListingStatsDay[] }) {
  const { t, i18n } = useTranslation('profile');
  const lng = i18n.language;
  const first = series[0];
  const last = series[series.length - 1];
  if (!first || !last) return null;
  const max = Math.max(1, ...series.map((d) => Math.max(d.views, d.contacts)));
  const height = (value: number) => (value / max) * (HEIGHT - 4);
  const total = (key: 'views' | 'contacts' | 'saves') => series.reduce((n, d) => n + d[key], 0);
  const busiest = series.reduce((best, d) => (d.views > best.views ? d : best), first);
  const summary = [
    t('stats.chart.summary', {
      from: dayLabel(first.day, lng, true),
      to: dayLabel(last.day, lng, true),
      views: t('stats.views', { count: total('views') }),
      contacts: t('stats.contacts', { count: total('contacts') }),
    }),
    busiest.views > 0
      ? t('stats.chart.busiest', {
          day: dayLabel(busiest.day, lng, true),
          views: t('stats.views', { count: busiest.views }),
        })
      : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Figure>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${series.length * SLOT} ${HEIGHT}`}
        preserveAspectRatio="none"
      >
        {series.map((d, i) => (
          <g key={d.day}>
            {/* A tooltip for the mouse; screen readers have the summary and the table. */}
            <title>
              {t('stats.chart.dayFigures', {
                day: dayLabel(d.day, lng, true),
                views: t('stats.views', { count: d.views }),
                contacts: t('stats.contacts', { count: d.contacts }),
              })}
            </title>
            <rect
              x={i * SLOT + 1}
              y={HEIGHT - height(d.views)}
              width={SLOT / 2 - 1}
              height={height(d.views)}
              className="views"
            />
            <rect
              x={i * SLOT + SLOT / 2}
              y={HEIGHT - height(d.contacts)}
              width={SLOT / 2 - 1}
              height={height(d.contacts)}
              className="contacts"
            />
          </g>
        ))}
      </svg>
      <Axis aria-hidden="true">
        <span>{dayLabel(first.day, lng)}</span>
        <span>{dayLabel(last.day, lng)}</span>
      </Axis>
      <Legend aria-hidden="true">
        <li>
          <Swatch className="views" />
          {t('stats.chart.views')}
        </li>
        <li>
          <Swatch className="contacts" />
          {t('stats.chart.contacts')}
        </li>
      </Legend>
      <VisuallyHidden as="div">
        <table>
          <caption>{t('stats.chart.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('stats.chart.day')}</th>
              <th scope="col">{t('stats.chart.views')}</th>
              <th scope="col">{t('stats.chart.contacts')}</th>
              <th scope="col">{t('stats.chart.saves')}</th>
            </tr>
          </thead>
          <tbody>
            {series.map((d) => (
              <tr key={d.day}>
                <th scope="row">{dayLabel(d.day, lng, true)}</th>
                <td>{d.views}</td>
                <td>{d.contacts}</td>
                <td>{d.saves}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Figure>
  );
}
