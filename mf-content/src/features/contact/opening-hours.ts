import { siteConfig } from '@immo237/shared/config';

export interface HoursRow {
  /** ISO weekdays, first and last of a run of days with the same hours. */
  from: number;
  to: number;
  opens: string | null;
  closes: string | null;
}

/** siteConfig's opening hours as display rows, Monday first, closed days included (Sunday). */
export function openingRows(): HoursRow[] {
  const rows: HoursRow[] = [];
  for (let day = 1; day <= 7; day += 1) {
    const slot = siteConfig.openingHours.find((hours) => (hours.days as readonly number[]).includes(day));
    const opens = slot?.opens ?? null;
    const closes = slot?.closes ?? null;
    const last = rows.at(-1);
    if (last && last.opens === opens && last.closes === closes && last.to === day - 1) last.to = day;
    else rows.push({ from: day, to: day, opens, closes });
  }
  return rows;
}

/** '09:00' → '9h' in French (9h-19h), '9:00' in English; minutes kept when not :00 ('9h30'). */
export function formatHour(time: string, lng: string): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  const h = String(Number(hours));
  if (lng.startsWith('fr')) return minutes === '00' ? `${h}h` : `${h}h${minutes}`;
  return `${h}:${minutes}`;
}
