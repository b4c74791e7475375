import { Type, type Static } from '@sinclair/typebox';
import { Envelope, errorResponse, errorResponses, idParams, StringEnum } from './common.js';
import { REPORT_REASONS } from './vocabulary.js';

/** POST /products/{id}/report ('Signaler cette annonce'). */
export const ReportBodySchema = Type.Object({
  reason: StringEnum(REPORT_REASONS),
  comment: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type ReportBody = Static<typeof ReportBodySchema>;

/** An owner's figures for a listing: detail-page views, contacts (calls + WhatsApp + messages), saves. */
export const ListingFiguresSchema = Type.Object({
  views: Type.Integer(),
  contacts: Type.Integer(),
  saves: Type.Integer(),
});
export type ListingFigures = Static<typeof ListingFiguresSchema>;
/** One Cameroonian day ('YYYY-MM-DD') of a listing's figures. */
export const ListingStatsDaySchema = Type.Composite([
  Type.Object({ day: Type.String() }),
  ListingFiguresSchema,
]);
export type ListingStatsDay = Static<typeof ListingStatsDaySchema>;

/** GET /products/{id}/stats: every day of the window, oldest first, zeros included, and the totals. */
export const ListingStatsSchema = Type.Object({
  productId: Type.String(),
  days: Type.Union([Type.Literal(7), Type.Literal(30)]),
  from: Type.String(),
  to: Type.String(),
  series: Type.Array(ListingStatsDaySchema),
  totals: ListingFiguresSchema,
});
export type ListingStats = Static<typeof ListingStatsSchema>;

/** GET /products/mine/stats: the last 30 days' totals of every listing of mine, by listing id. */
export const MyListingsStatsSchema = Type.Object({
  days: Type.Literal(30),
  from: Type.String(),
  to: Type.String(),
  listings: Type.Record(Type.String(), ListingFiguresSchema),
});
export type MyListingsStats = Static<typeof MyListingsStatsSchema>;

export const StatsQuerySchema = Type.Object({
  days: Type.Union([Type.Literal(7), Type.Literal(30)], { default: 30 }),
});
export { idParams as ListingParamsSchema };

export const listingOwnerResponses = {
  report: {
    201: Envelope(Type.Null(), 'CREATED_SUCCESSFULLY'),
    ...errorResponses(400, 404, 429),
  },
  myStats: { 200: Envelope(MyListingsStatsSchema, 'READ_SUCCESSFULLY'), 401: errorResponse },
  stats: {
    200: Envelope(ListingStatsSchema, 'READ_SUCCESSFULLY'),
    ...errorResponses(400, 401, 403, 404),
  },
} as const;
