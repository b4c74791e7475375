/**
 * Month names for the site's two languages: the words Intl's locale data (CLDR) gives for fr-FR and en-US,
 * written here because the first Intl.DateTimeFormat a page builds loads that data: about 15 ms of one task on a
 * desktop, four times that on a phone, while a listing's page comes alive ('Membre depuis mars 2024'). The tests
 * check every month against Intl.
 */
const MONTHS = {
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
} as const;

export interface CalendarDate {
  day: number;
  /** 0 for January. */
  month: number;
  year: number;
}

export function isEnglish(lng: string): boolean {
  return lng.startsWith('en');
}

export function monthName(month: number, lng: string): string {
  return (isEnglish(lng) ? MONTHS.en : MONTHS.fr)[month] ?? '';
}

/** The day, month and year of `date` in UTC or in the reader's own time zone. */
export function calendarDate(date: Date, utc: boolean): CalendarDate {
  return utc
    ? { day: date.getUTCDate(), month: date.getUTCMonth(), year: date.getUTCFullYear() }
    : { day: date.getDate(), month: date.getMonth(), year: date.getFullYear() };
}
