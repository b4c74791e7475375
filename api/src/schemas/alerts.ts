import { Type, type Static } from '@sinclair/typebox';
import {
  DateTime,
  Envelope,
  errorResponse,
  errorResponses,
  idParams,
  Nullable,
  StringEnum,
} from './common.js';
import { SearchQuerySchema } from './search.js';
import { ALERT_FREQUENCIES } from './vocabulary.js';

/** The public search's filters (the same schema, so the same types and bounds), without paging, sort or map area. */
export const AlertFiltersSchema = Type.Omit(SearchQuerySchema, ['page', 'limit', 'sort', 'bbox']);
export type AlertFilters = Static<typeof AlertFiltersSchema>;
/** The names of the filters an alert may save, in the search's order. */
export const ALERT_FILTER_KEYS = Object.keys(AlertFiltersSchema.properties) as (keyof AlertFilters)[];
export const AlertFrequencySchema = StringEnum(ALERT_FREQUENCIES);

/** A saved search; `filters` is the search's own filters. */
export const AlertSchema = Type.Object({
  id: Type.String(),
  filters: AlertFiltersSchema,
  frequency: AlertFrequencySchema,
  paused: Type.Boolean(),
  created_at: DateTime,
  last_checked_at: Nullable(DateTime),
  /** The filters in French ('Location · Douala, Akwa · jusqu’à 200 000 FCFA/mois'), as the alert mails say them. */
  summary: Type.String(),
});
/** The alert record without its filters, whose type the front-ends take from their search parameters. */
export type AlertRecord = Omit<Static<typeof AlertSchema>, 'filters'>;

export const NewAlertSchema = Type.Object({
  filters: AlertFiltersSchema,
  frequency: Type.Optional(AlertFrequencySchema),
});
export const AlertChangeSchema = Type.Object({
  frequency: Type.Optional(AlertFrequencySchema),
  paused: Type.Optional(Type.Boolean()),
});
export type AlertChange = Static<typeof AlertChangeSchema>;
const tokenSchema = Type.String({ minLength: 1, maxLength: 2048 });
export const UnsubscribeQuerySchema = Type.Object({ token: Type.Optional(tokenSchema) });
// One-click unsubscribe may come with no body at all (the token in the address).
export const UnsubscribeBodySchema = Type.Unsafe<{ token?: string } | null | undefined>({
  type: ['object', 'null'],
  properties: { token: tokenSchema },
});
export const UnsubscribedSchema = Type.Object({
  id: Type.String(),
  paused: Type.Literal(true),
  summary: Type.String(),
});
export type Unsubscribed = Static<typeof UnsubscribedSchema>;
export { idParams as AlertParamsSchema };

const writeErrors = errorResponses(400, 401, 404, 429);
export const alertResponses = {
  list: { 200: Envelope(Type.Array(AlertSchema), 'READ_SUCCESSFULLY'), 401: errorResponse },
  create: { 201: Envelope(AlertSchema, 'CREATED_SUCCESSFULLY'), ...writeErrors, 409: errorResponse },
  update: { 200: Envelope(AlertSchema, 'UPDATED_SUCCESSFULLY'), ...writeErrors },
  remove: { 200: Envelope(Type.Object({ id: Type.String() }), 'DELETED_SUCCESSFULLY'), ...writeErrors },
  unsubscribe: {
    200: Envelope(UnsubscribedSchema, 'UPDATED_SUCCESSFULLY'),
    ...errorResponses(400, 404, 429),
  },
} as const;
