import type { Queryable } from '../lib/db.js';
import { publicListingsOf } from '../repositories/conversations.js';
import { writeAvailability } from '../repositories/visits.js';
import type { VisitAvailability } from '../schemas/visits.js';

/** The visit hours of the demo listings: weekdays 16h–18h and Saturday morning, visits of an hour. */
export const DEMO_VISIT_HOURS: VisitAvailability = {
  slotMinutes: 60,
  ranges: [
    ...[1, 2, 3, 4, 5].map((day) => ({ day, from: '16:00', to: '18:00' })),
    { day: 6, from: '09:00', to: '13:00' },
  ],
  daysOff: [],
};

/**
 * Gives the public listings of the demo accounts visit hours, so that 'Demander une visite' shows slots on a fresh
 * start. Runs in the seed's transaction `tx`, after the listings.
 */
export async function seedDemoVisitHours(tx: Queryable, ownerIds: string[]): Promise<void> {
  const listings = await publicListingsOf(tx, ownerIds, 10_000);
  if (listings.length)
    await writeAvailability(
      tx,
      listings.map((listing) => listing.id),
      DEMO_VISIT_HOURS,
    );
}
