import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sha256 } from '../lib/tokens.js';
import { insertListingEvent } from '../repositories/listing-stats.js';

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
  return insertListingEvent(app.db, {
    productId: input.productId,
    day,
    kind: input.kind,
    visitor: input.visitor,
    userId: input.userId ?? null,
  });
}
