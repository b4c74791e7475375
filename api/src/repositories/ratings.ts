import { randomUUID } from 'node:crypto';
import type { Queryable } from '../lib/db.js';

export interface RatingRow {
  id: string;
  visit_id: string;
  rater_id: string;
  rated_id: string;
  stars: number;
  comment: string;
  visited_at: Date;
  created_at: Date;
  answer: string | null;
  answered_at: Date | null;
}

const RATING_COLUMNS = `r.id, r.visit_id, r.rater_id, r.rated_id, r.stars, r.comment, r.visited_at, r.created_at,
  r.answer, r.answered_at`;

/** Stores the visitor's rating of a visit; undefined when the visit already has one. */
export async function insertRating(
  db: Queryable,
  rating: {
    visitId: string;
    raterId: string;
    ratedId: string;
    stars: number;
    comment: string;
    visitedAt: Date;
  },
): Promise<RatingRow | undefined> {
  const [row] = await db.query<RatingRow>(
    `INSERT INTO visit_ratings AS r (id, visit_id, rater_id, rated_id, stars, comment, visited_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (visit_id) DO NOTHING
     RETURNING ${RATING_COLUMNS}`,
    [
      randomUUID(),
      rating.visitId,
      rating.raterId,
      rating.ratedId,
      rating.stars,
      rating.comment,
      rating.visitedAt,
    ],
  );
  return row;
}

/** A visible rating by its id. */
export const findRating = async (db: Queryable, ratingId: string) =>
  (
    await db.query<RatingRow>(
      `SELECT ${RATING_COLUMNS} FROM visit_ratings r WHERE r.id = $1 AND r.hidden_at IS NULL`,
      [ratingId],
    )
  )[0];

/** The rated advertiser's public answer, once: undefined when the rating is not theirs or already answered. */
export const answerRating = async (db: Queryable, ratingId: string, ratedId: string, answer: string) =>
  (
    await db.query<RatingRow>(
      `UPDATE visit_ratings AS r SET answer = $3, answered_at = now()
       WHERE r.id = $1 AND r.rated_id = $2 AND r.answer IS NULL AND r.hidden_at IS NULL
       RETURNING ${RATING_COLUMNS}`,
      [ratingId, ratedId, answer],
    )
  )[0];

/** An advertiser's visible ratings, newest first, with the rater's name; and their count and average. */
export async function ratingsOf(db: Queryable, ratedId: string, limit: number) {
  const [summary] = await db.query<{ count: number; average: number | null }>(
    `SELECT count(*)::int AS count, avg(stars)::float8 AS average
     FROM visit_ratings WHERE rated_id = $1 AND hidden_at IS NULL`,
    [ratedId],
  );
  const rows = await db.query<RatingRow & { rater_first_name: string; rater_last_name: string }>(
    `SELECT ${RATING_COLUMNS}, u.first_name AS rater_first_name, u.last_name AS rater_last_name
     FROM visit_ratings r JOIN users u ON u.id = r.rater_id
     WHERE r.rated_id = $1 AND r.hidden_at IS NULL
     ORDER BY r.created_at DESC, r.id LIMIT $2`,
    [ratedId, limit],
  );
  return { count: summary?.count ?? 0, average: summary?.average ?? null, rows };
}

/** Stores a member's report of a rating; undefined when their previous one on it is still open. */
export const insertRatingReport = async (
  db: Queryable,
  ratingId: string,
  reporterId: string,
  reason: string,
) =>
  (
    await db.query<{ id: string }>(
      `INSERT INTO rating_reports (id, rating_id, reporter_id, reason) VALUES ($1, $2, $3, $4)
       ON CONFLICT (rating_id, reporter_id) WHERE handled_at IS NULL DO NOTHING RETURNING id`,
      [randomUUID(), ratingId, reporterId, reason],
    )
  )[0];

/** Reported ratings waiting for a moderator, the oldest report first. */
export const openRatingReports = (db: Queryable, limit: number) =>
  db.query<{
    rating_id: string;
    stars: number;
    comment: string;
    answer: string | null;
    rated_email: string;
    rated_first_name: string;
    rated_last_name: string;
    agent_slug: string | null;
    rater_email: string;
    reports: number;
    reasons: string[];
    first_at: Date;
  }>(
    `SELECT r.id AS rating_id, r.stars, r.comment, r.answer, rd.email AS rated_email,
       rd.first_name AS rated_first_name, rd.last_name AS rated_last_name, ap.slug AS agent_slug, rt.email AS rater_email,
       count(*)::int AS reports, array_agg(rr.reason ORDER BY rr.created_at) FILTER (WHERE rr.reason <> '') AS reasons,
       min(rr.created_at) AS first_at
     FROM rating_reports rr JOIN visit_ratings r ON r.id = rr.rating_id
     JOIN users rd ON rd.id = r.rated_id JOIN users rt ON rt.id = r.rater_id
     LEFT JOIN agent_profiles ap ON ap.user_id = r.rated_id
     WHERE rr.handled_at IS NULL AND r.hidden_at IS NULL
     GROUP BY r.id, r.stars, r.comment, r.answer, rd.email, rd.first_name, rd.last_name, ap.slug, rt.email
     ORDER BY min(rr.created_at) LIMIT $1`,
    [limit],
  );

/** Hides a rating (or only closes its reports) and closes every open report on it; the rated account's e-mail. */
export async function decideRating(db: Queryable, ratingId: string, hide: boolean) {
  const [row] = await db.query<{ id: string; rated_email: string }>(
    `UPDATE visit_ratings AS r SET hidden_at = CASE WHEN $2 THEN coalesce(r.hidden_at, now()) ELSE r.hidden_at END
     FROM users u WHERE r.id = $1 AND u.id = r.rated_id RETURNING r.id, u.email AS rated_email`,
    [ratingId, hide],
  );
  if (row)
    await db.query(
      'UPDATE rating_reports SET handled_at = now() WHERE rating_id = $1 AND handled_at IS NULL',
      [ratingId],
    );
  return row;
}
