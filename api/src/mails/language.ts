import { SITE_TIME_ZONE, localParts } from '../lib/local-time.js';
import type { MAIL_LANGUAGES } from '../schemas/vocabulary.js';

/** The language of a mail: the recipient account's choice, or the page a visitor without an account wrote from. */
export type Language = (typeof MAIL_LANGUAGES)[number];

/** A stored or sent language read safely: anything but 'en' is French, the site's default. */
export const languageOf = (value: string | null | undefined): Language => (value === 'en' ? 'en' : 'fr');

/**
 * The address of a page of the site in a language: French at the site's own paths, English at the same path under
 * '/en' ('/en/details/villa-x', '/en' for the home page), as the shell serves them. `path` starts with '/'.
 */
export function siteLink(publicUrl: string, language: Language, path: string): string {
  if (language === 'fr') return `${publicUrl}${path}`;
  const english =
    path === '/' || path.startsWith('/?') || path.startsWith('/#') ? `/en${path.slice(1)}` : `/en${path}`;
  return `${publicUrl}${english}`;
}

const englishDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** 'Saturday 12 December at 10:00': a visit's slot in English, in Cameroon's time. */
export function englishSlot(at: Date): string {
  const { minutes } = localParts(at);
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return `${englishDay.format(at)} at ${time}`;
}
