import type { Queryable } from '../lib/db.js';
import { frenchSlot } from '../lib/local-time.js';
import { appendMessage, openConversation, publicListingsOf } from '../repositories/conversations.js';
import { insertRating } from '../repositories/ratings.js';
import { insertVisit, updateVisit } from '../repositories/visits.js';

const DAY_MS = 24 * 3600_000;

/** What the demo visitors said of the agents they visited with: stars and comment, oldest first. */
const REVIEWS: [number, string][] = [
  [5, 'Agent ponctuel, le bien était conforme aux photos. Aucun frais demandé avant la visite.'],
  [4, 'Visite claire et rapide ; documents du terrain présentés sur place.'],
  [5, 'Très professionnel, a répondu à toutes nos questions sur le quartier.'],
  [4, 'Un peu de retard, mais prévenu par message. Appartement bien entretenu.'],
];

/**
 * Past visits of the demo accounts with the first agents, marked done and rated, so that an agent page shows
 * ratings ('4,5 / 5 · 4 avis') on a fresh start. Each is a real visit: a discussion about one of the agent's public
 * listings, a confirmed slot in the past, then its rating. Runs in the seed's transaction `tx`, after the listings.
 */
export async function seedDemoRatings(
  tx: Queryable,
  visitorIds: [string, string],
  agentIds: string[],
  now: Date,
): Promise<void> {
  for (const [agentIndex, agentId] of agentIds.slice(0, 3).entries()) {
    const listings = await publicListingsOf(tx, [agentId], REVIEWS.length);
    if (listings.length === 0) continue;
    for (let index = 0; index < REVIEWS.length; index += 1) {
      const listing = listings[index % listings.length]!;
      const [stars, comment] = REVIEWS[(index + agentIndex) % REVIEWS.length]!;
      const visitorId = visitorIds[index % 2]!;
      // Days in the past, at 16h in Douala (15:00 UTC), one visit an hour long.
      const start = new Date(Math.floor(now.getTime() / DAY_MS - 10 - 7 * index) * DAY_MS + 15 * 3600_000);
      const asked = new Date(start.getTime() - 3 * DAY_MS);
      const conversation = await openConversation(tx, listing.id, agentId, visitorId, asked);
      await appendMessage(tx, conversation.id, visitorId, `Demande de visite : ${frenchSlot(start)}`, asked);
      const visit = await insertVisit(tx, {
        product_id: listing.id,
        conversation_id: conversation.id,
        visitor_id: visitorId,
        owner_id: agentId,
        starts_at: start,
        ends_at: new Date(start.getTime() + 3600_000),
        message: '',
      });
      await updateVisit(tx, visit.id, { status: 'DONE', visitorOutcome: 'DONE' });
      await insertRating(tx, {
        visitId: visit.id,
        raterId: visitorId,
        ratedId: agentId,
        stars,
        comment,
        visitedAt: start,
      });
    }
  }
}
