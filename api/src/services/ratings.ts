import type { FastifyInstance } from 'fastify';
import { ApiError, notFound } from '../lib/errors.js';
import { localParts } from '../lib/local-time.js';
import { findAgentBySlug } from '../repositories/agents.js';
import {
  answerRating,
  findRating,
  insertRating,
  insertRatingReport,
  ratingsOf,
  type RatingRow,
} from '../repositories/ratings.js';
import { findVisitOf } from '../repositories/visits.js';
import { MIN_RATINGS_SHOWN, type AdvertiserRatings, type Rating } from '../schemas/ratings.js';
import { personName } from './conversations.js';
import { sendRatedMail } from './visit-mails.js';

/**
 * Ratings that only a real visit can give: the visitor of a visit they marked as done rates its advertiser once; the
 * advertiser answers each rating once, publicly; anyone signed in may report one to the moderators. An advertiser's
 * average shows from MIN_RATINGS_SHOWN visible ratings on.
 */

const LIST_LIMIT = 50;
const ratingNotFound = () => notFound('Avis introuvable.');

const toRating = (row: RatingRow, rater: { first: string; last: string }): Rating => ({
  id: row.id,
  stars: row.stars,
  comment: row.comment,
  visitMonth: localParts(row.visited_at).date.slice(0, 7),
  createdAt: row.created_at.toISOString(),
  raterName: personName(rater.first, rater.last, null),
  answer: row.answer,
  answeredAt: row.answered_at?.toISOString() ?? null,
});

/** The visitor rates the advertiser of a visit marked as done, once. */
export async function rateVisit(
  app: FastifyInstance,
  userId: string,
  visitId: string,
  body: { stars: number; comment?: string },
): Promise<Rating> {
  const visit = await findVisitOf(app.db, visitId, userId);
  if (!visit) throw notFound('Visite introuvable.');
  if (visit.visitor_id !== userId)
    throw new ApiError(403, 'ONLY_VISITOR_RATES', 'Seul le visiteur peut noter l’annonceur de cette visite.');
  if (visit.status !== 'DONE')
    throw new ApiError(
      409,
      'VISIT_NOT_DONE',
      'Vous pourrez noter l’annonceur une fois la visite marquée comme effectuée.',
    );
  const row = await insertRating(app.db, {
    visitId,
    raterId: userId,
    ratedId: visit.owner_id,
    stars: body.stars,
    comment: body.comment?.trim() ?? '',
    visitedAt: visit.starts_at,
  });
  if (!row) throw new ApiError(409, 'ALREADY_RATED', 'Vous avez déjà noté cette visite.');
  await sendRatedMail(app, visit, row);
  const [mine] = (await ratingsOf(app.db, visit.owner_id, LIST_LIMIT)).rows.filter((r) => r.id === row.id);
  return toRating(row, { first: mine?.rater_first_name ?? '', last: mine?.rater_last_name ?? '' });
}

/** An agent's visible ratings, newest first, with their count and (from MIN_RATINGS_SHOWN on) their average. */
export async function agentRatings(app: FastifyInstance, slug: string): Promise<AdvertiserRatings> {
  const agent = await findAgentBySlug(app.db, slug);
  if (!agent) throw notFound('Agent introuvable.');
  const { count, average, rows } = await ratingsOf(app.db, agent.user_id, LIST_LIMIT);
  return {
    advertiserId: agent.user_id,
    count,
    average: count >= MIN_RATINGS_SHOWN && average !== null ? Math.round(average * 10) / 10 : null,
    items: rows.map((row) => toRating(row, { first: row.rater_first_name, last: row.rater_last_name })),
  };
}

/** The advertiser's public answer to a rating of them, once. */
export async function answerMyRating(app: FastifyInstance, userId: string, ratingId: string, answer: string) {
  const row = await answerRating(app.db, ratingId, userId, answer.trim());
  if (!row) {
    const rating = await findRating(app.db, ratingId);
    if (!rating || rating.rated_id !== userId) throw ratingNotFound();
    throw new ApiError(409, 'ALREADY_ANSWERED', 'Vous avez déjà répondu à cet avis.');
  }
  const { rows } = await ratingsOf(app.db, userId, LIST_LIMIT);
  const named = rows.find((r) => r.id === row.id);
  return toRating(row, { first: named?.rater_first_name ?? '', last: named?.rater_last_name ?? '' });
}

/** A member reports a rating to the moderators, once while their report is open. */
export async function reportRating(app: FastifyInstance, userId: string, ratingId: string, reason: string) {
  if (!(await findRating(app.db, ratingId))) throw ratingNotFound();
  const report = await insertRatingReport(app.db, ratingId, userId, reason.trim());
  if (!report)
    throw new ApiError(
      409,
      'ALREADY_REPORTED',
      'Vous avez déjà signalé cet avis : les modérateurs l’examinent.',
    );
  return report;
}
