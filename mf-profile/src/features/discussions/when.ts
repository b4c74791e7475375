import { formatDate } from '@immo237/shared/format';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The clock time of `date` in the reader's time zone: '14:05' in French, '2:05 PM' in English. Written out rather
 * than asked of Intl, as @immo237/shared/format does for dates (the first Intl formatter a page builds is slow
 * on a phone).
 */
export function formatClock(date: Date, lng: string): string {
  const hours = date.getHours();
  const minutes = pad(date.getMinutes());
  if (!lng.startsWith('en')) return `${pad(hours)}:${minutes}`;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** When a message was written, as the list shows it: its time today, its date before. '' for an unreadable date. */
export function formatWhen(iso: string, lng: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return sameDay(date, now) ? formatClock(date, lng) : formatDate(date, lng);
}

/** Date and time of a message in its thread ('3 mars 2026' and '14:05'), for the i18n text that joins them. */
export function messageMoment(iso: string, lng: string, now = new Date()) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return { today: sameDay(date, now), date: formatDate(date, lng), time: formatClock(date, lng) };
}
