import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { languageOf, sendMail } from '../mails/index.js';
import { REPORTS_MIN_ACCOUNT_AGE_DAYS_DEFAULT } from '../config.js';
import { networkOf } from '../lib/networks.js';
import { sha256 } from '../lib/tokens.js';
import {
  countOpenReporters,
  findListingOwnerContact,
  holdForReview,
  insertReport,
  lockPublicListing,
} from '../repositories/reports.js';
import { REPORT_REASONS } from '../schemas/vocabulary.js';

export { REPORT_REASONS };
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Distinct reporters after which a listing leaves the public pages until an administrator decides. */
export const REPORTS_THRESHOLD = 3;

export interface ReportInput {
  productId: string;
  reason: ReportReason;
  comment: string;
  /** The signed-in reporter, or null for a visitor (then counted by their address, hashed). */
  userId: string | null;
  address: string;
}

export type ReportOutcome = 'not-found' | 'recorded' | 'held';

/**
 * Records a report; one reporter (an account, else a client address, never stored in clear) is recorded once per
 * listing, and every report reaches the moderators. Towards holding the listing count only the reports of accounts
 * with a confirmed address and at least `reportsMinAccountAgeDays` days old (three accounts made a minute ago do not
 * take a listing off the site), and those of visitors, once per network (/24 or /64: addresses changed within one's
 * own range are one reporter). At the threshold of distinct counted reporters with open reports the listing is held
 * for review in the same transaction: it leaves search, lists and details at once (the catalogue's data version
 * moves on, so cached pages are dropped).
 */
export async function reportListing(app: FastifyInstance, input: ReportInput): Promise<ReportOutcome> {
  const hashed = (value: string) => sha256(`${app.config.jwtSecret}:${value}`);
  const reporterKey = input.userId ? `user:${input.userId}` : `addr:${hashed(input.address)}`;
  const countKey = input.userId ? reporterKey : `net:${hashed(networkOf(input.address))}`;
  const minAgeDays = app.config.reportsMinAccountAgeDays ?? REPORTS_MIN_ACCOUNT_AGE_DAYS_DEFAULT;
  const outcome = await app.db.transaction(async (tx) => {
    const product = await lockPublicListing(tx, input.productId);
    if (!product) return 'not-found' as const;
    // A visitor's report counts; an account's only with its address confirmed and old enough.
    await insertReport(tx, {
      id: randomUUID(),
      productId: input.productId,
      reporterKey,
      reporterId: input.userId,
      reason: input.reason,
      comment: input.comment,
      countKey,
      minAccountAgeDays: minAgeDays,
    });
    const open = await countOpenReporters(tx, input.productId);
    if (open < (app.config.reportsThreshold ?? REPORTS_THRESHOLD)) return 'recorded' as const;
    await holdForReview(tx, input.productId);
    return 'held' as const;
  });
  if (outcome === 'held') {
    app.background.run('listing held mail', () => tellOwnerOfReview(app, input.productId));
  }
  return outcome;
}

async function tellOwnerOfReview(app: FastifyInstance, productId: string) {
  const row = await findListingOwnerContact(app.db, productId);
  if (!row) return;
  await sendMail(app, row.email, languageOf(row.language), 'listingHeld', {
    firstName: row.first_name,
    listingName: row.name,
  });
}
