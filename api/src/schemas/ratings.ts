import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Envelope, errorResponses, idParams, Nullable } from './common.js';

/** An advertiser's average shows from this many visible ratings on ('4,6 / 5 · 12 avis'). */
export const MIN_RATINGS_SHOWN = 3;

export const RatingBodySchema = Type.Object({
  stars: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type RatingBody = Static<typeof RatingBodySchema>;

export const RatingAnswerBodySchema = Type.Object({
  answer: Type.String({ minLength: 1, maxLength: 1000, pattern: '\\S' }),
});
export const RatingReportBodySchema = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 500 })) });

export const RatingSchema = Type.Object(
  {
    id: Type.String(),
    stars: Type.Integer(),
    comment: Type.String(),
    /** The month of the visit, 'YYYY-MM' (Cameroon's calendar). */
    visitMonth: Type.String(),
    createdAt: DateTime,
    /** The rater as the site names members: first name and initial. */
    raterName: Type.String(),
    /** The advertiser's public answer, once given. */
    answer: Nullable(Type.String()),
    answeredAt: Nullable(DateTime),
  },
  { title: 'Rating' },
);
export type Rating = Static<typeof RatingSchema>;

export const AdvertiserRatingsSchema = Type.Object(
  {
    /** The rated advertiser's account: the one who may answer each rating, once. */
    advertiserId: Type.String(),
    count: Type.Integer(),
    /** Rounded to one decimal; null under MIN_RATINGS_SHOWN ratings. */
    average: Nullable(Type.Number()),
    items: Type.Array(RatingSchema),
  },
  { title: 'AdvertiserRatings' },
);
export type AdvertiserRatings = Static<typeof AdvertiserRatingsSchema>;

export const RatingReportedSchema = Type.Object({ id: Type.String() }, { title: 'RatingReported' });

export { idParams as RatingParamsSchema };
export const AgentSlugParamsSchema = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 120 }) });

const writeErrors = errorResponses(400, 401, 403, 404, 409, 429);

export const ratingResponses = {
  created: { 201: Envelope(RatingSchema, 'CREATED_SUCCESSFULLY'), ...writeErrors },
  answered: { 200: Envelope(RatingSchema, 'UPDATED_SUCCESSFULLY'), ...writeErrors },
  reported: { 201: Envelope(RatingReportedSchema, 'CREATED_SUCCESSFULLY'), ...writeErrors },
  list: { 200: Envelope(AdvertiserRatingsSchema, 'SUCCESS'), ...errorResponses(400, 404) },
} as const;
