/**
 * Cameroon's wall-clock time (Africa/Douala), whatever the server's or the browser's time zone: visit hours are
 * given and shown in it. The offset is read from the platform's time-zone data (Intl), not assumed.
 */
export const SITE_TIME_ZONE = 'Africa/Douala';

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  weekday: 'short',
});

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The local calendar date ('2026-12-12'), ISO weekday (Monday 1 … Sunday 7) and minute of the day of an instant. */
export function localParts(at: Date): { date: string; weekday: number; minutes: number } {
  const parts = Object.fromEntries(partsFormat.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS.indexOf(parts.weekday as string) + 1,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The instant of a local date ('2026-12-12') at a minute of that day, in the site's time zone. */
export function localInstant(date: string, minutes: number): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, 0, minutes);
  // The zone's offset at that moment: the local reading of the UTC guess, minus the guess.
  const local = localParts(new Date(asUtc));
  const [ly, lm, ld] = local.date.split('-').map(Number) as [number, number, number];
  const offset = Date.UTC(ly, lm - 1, ld, 0, local.minutes) - asUtc;
  return new Date(asUtc - offset);
}

/** The local date `days` after `date` ('2026-12-31' + 1 → '2027-01-01'). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** 'HH:MM' → minutes of the day. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const dayFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: SITE_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** 'samedi 12 décembre à 10h00': a visit's slot as its messages and e-mails say it, in French. */
export function frenchSlot(at: Date): string {
  const { minutes } = localParts(at);
  const time = `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}`;
  return `${dayFormat.format(at)} à ${time}`;
}
