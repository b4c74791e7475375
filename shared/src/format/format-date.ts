const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function toDate(input: unknown): Date | null {
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : input;
  if (typeof input !== 'string' && typeof input !== 'number') return null;
  if (typeof input === 'string' && input.trim() === '') return null;
  const date = new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Built once per language and zone choice: a list of dated messages does not build one per line.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, utc: boolean): Intl.DateTimeFormat {
  const key = `${locale}${utc ? ' UTC' : ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      ...(utc ? { timeZone: 'UTC' } : {}),
    });
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * Long date: '3 mars 2026', '1er mars 2026' (French writes the first of the month as an ordinal),
 * 'March 3, 2026' in English. Sentence words ('le', 'Publié le') belong to the i18n text around it.
 * A date-only string ('2026-03-03') is read in UTC so no time zone can move it to the day before.
 * Invalid or empty input gives '' rather than 'Invalid Date'.
 */
export function formatDate(input: unknown, lng = 'fr'): string {
  const date = toDate(input);
  if (!date) return '';
  const french = !lng.startsWith('en');
  const format = dateFormat(french ? 'fr-FR' : 'en-US', typeof input === 'string' && DATE_ONLY.test(input));
  if (!french) return format.format(date);
  return format
    .formatToParts(date)
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
}
