import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sha256 } from '../lib/tokens.js';
import { publicListing } from '../repositories/products.js';

export type ListingEventKind = 'view' | 'call' | 'whatsapp' | 'message' | 'save';

/** The day in Cameroon (West Africa Time, UTC+1 all year): figures are per local day. */
export const localDay = (at: Date) => new Date(at.getTime() + 3_600_000).toISOString().slice(0, 10);

/**
 * A visitor's key for one day: a hash of the day, the server's secret, the client address and its user agent.
 * Nothing personal is kept, and the key of one day says nothing of the next.
 */
export function dailyVisitorKey(app: FastifyInstance, request: FastifyRequest, day: string) {
  const agent = String(request.headers['user-agent'] ?? '');
  return sha256(`${day}:${app.config.jwtSecret}:${request.ip}:${agent}`);
}

/**
 * Counts one event of a public listing for its owner's figures (one per visitor, kind and day); the owner's own
 * actions are not counted. Returns false when the listing is not public (nothing is counted).
 */
export async function recordListingEvent(
  app: FastifyInstance,
  input: { productId: string; kind: ListingEventKind; visitor: string; userId?: string | null },
) {
  const day = localDay(app.now());
  const rows = await app.db.query<{ owner: boolean }>(
    `WITH listing AS (
       SELECT id, user_id FROM products WHERE id = $1 AND ${publicListing()}
     ), counted AS (
       INSERT INTO listing_events (product_id, day, kind, visitor)
       SELECT id, $2::date, $3, $4 FROM listing WHERE user_id IS DISTINCT FROM $5::uuid
       ON CONFLICT DO NOTHING
     )
     SELECT user_id = $5::uuid AS owner FROM listing`,
    [input.productId, day, input.kind, input.visitor, input.userId ?? null],
  );
  return rows.length > 0;
}
