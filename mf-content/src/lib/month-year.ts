/** 'novembre 2026' / 'November 2026' ('Membre depuis …'); '' for an unreadable date. */
export function monthYear(iso: string, lng: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(lng.startsWith('en') ? 'en-GB' : 'fr-FR', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
