import { calendarDate, isEnglish, monthName } from './calendar';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function toDate(input: unknown): Date | null {
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : input;
  if (typeof input !== 'string' && typeof input !== 'number') return null;
  if (typeof input === 'string' && input.trim() === '') return null;
  const date = new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Long date: '3 mars 2026', '1er mars 2026' (French writes the first of the month as an ordinal),
 * 'March 3, 2026' in English. Sentence words ('le', 'Publié le') belong to the i18n text around it.
 * A date-only string ('2026-03-03') is read in UTC so no time zone can move it to the day before.
 * Invalid or empty input gives '' rather than 'Invalid Date'. Written as Intl writes it, without building an
 * Intl.DateTimeFormat (see calendar.ts).
 */
export function formatDate(input: unknown, lng = 'fr'): string {
  const date = toDate(input);
  if (!date) return '';
  const { day, month, year } = calendarDate(date, typeof input === 'string' && DATE_ONLY.test(input));
  if (isEnglish(lng)) return `${monthName(month, lng)} ${day}, ${year}`;
  return `${day === 1 ? '1er' : day} ${monthName(month, lng)} ${year}`;
}

/** 'novembre 2026' / 'November 2026' ('Membre depuis …'), read in UTC (the month an account was created); '' for
 * an unreadable date. */
export function formatMonthYear(input: unknown, lng = 'fr'): string {
  const date = toDate(input);
  if (!date) return '';
  const { month, year } = calendarDate(date, true);
  return `${monthName(month, lng)} ${year}`;
}
