import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Envelope, errorResponses, idParams, Nullable, StringEnum, uuidSchema } from './common.js';

/**
 * Visits booked on the site: a listing's visit hours ('Disponibilités de visite'), its free slots, and the visits
 * themselves. Hours are Cameroon's wall-clock time (Africa/Douala); instants are ISO 8601.
 */

export const VISIT_STATUSES = ['PENDING', 'CONFIRMED', 'DECLINED', 'CANCELLED', 'DONE'] as const;
export const VISIT_SLOT_MINUTES = [30, 60] as const;
/** Free slots are offered this many days ahead. */
export const VISIT_DAYS_AHEAD = 14;

const time = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'HH:MM, Africa/Douala' });
const localDate = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' });

export const VisitRangeSchema = Type.Object(
  {
    /** ISO weekday: Monday 1 … Sunday 7. */
    day: Type.Integer({ minimum: 1, maximum: 7 }),
    from: time,
    to: time,
  },
  { additionalProperties: false },
);

/** 'Disponibilités de visite' of one listing. No range: no visit is offered. */
export const VisitAvailabilitySchema = Type.Object(
  {
    slotMinutes: Type.Union(VISIT_SLOT_MINUTES.map((minutes) => Type.Literal(minutes))),
    ranges: Type.Array(VisitRangeSchema, { maxItems: 21 }),
    /** Local dates without visits. */
    daysOff: Type.Array(localDate, { maxItems: 60, uniqueItems: true }),
  },
  { title: 'VisitAvailability' },
);
export type VisitAvailability = Static<typeof VisitAvailabilitySchema>;

export const CopyAvailabilityBodySchema = Type.Object({
  productIds: Type.Array(uuidSchema, { minItems: 1, maxItems: 100, uniqueItems: true }),
});
export const CopiedAvailabilitySchema = Type.Object(
  { productIds: Type.Array(Type.String()) },
  { title: 'CopiedAvailability' },
);
export type CopiedAvailability = Static<typeof CopiedAvailabilitySchema>;

const SlotSchema = Type.Object({ startsAt: DateTime, endsAt: DateTime });

/** The free slots of the next days, grouped by local date; days without a free slot are left out. */
export const VisitSlotsSchema = Type.Object(
  {
    timeZone: Type.String(),
    slotMinutes: Nullable(Type.Integer()),
    /** The listing's visit fee in XAF; null: 'Visite gratuite'. */
    visitFee: Nullable(Type.Number()),
    days: Type.Array(Type.Object({ date: Type.String(), slots: Type.Array(SlotSchema) })),
  },
  { title: 'VisitSlots' },
);
export type VisitSlots = Static<typeof VisitSlotsSchema>;

export const NewVisitSchema = Type.Object({
  productId: uuidSchema,
  startsAt: Type.String({ format: 'date-time' }),
  message: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type NewVisit = Static<typeof NewVisitSchema>;

export const VisitReasonBodySchema = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 500 })) });
export const VisitCancelBodySchema = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 500 }) });
export const VisitProposeBodySchema = Type.Object({ startsAt: Type.String({ format: 'date-time' }) });

export const VISIT_ACTIONS = [
  'confirm',
  'decline',
  'propose',
  'cancel',
  'outcome',
  'no-show',
  'rate',
] as const;
/** 'La visite a-t-elle eu lieu ?': 'Oui', 'Non, annulée', 'L'annonceur n'est pas venu'. */
export const VISITOR_OUTCOMES = ['DONE', 'CANCELLED', 'OWNER_ABSENT'] as const;
export const VisitOutcomeBodySchema = Type.Object({ outcome: StringEnum(VISITOR_OUTCOMES) });

export const VisitSchema = Type.Object(
  {
    id: Type.String(),
    /** The caller's side: the visitor, or the listing's owner. */
    role: StringEnum(['VISITOR', 'OWNER'] as const),
    status: StringEnum(VISIT_STATUSES),
    /** Whose slot waits for the other's answer while PENDING. */
    proposedBy: StringEnum(['VISITOR', 'OWNER'] as const),
    startsAt: DateTime,
    endsAt: DateTime,
    listing: Nullable(Type.Object({ id: Type.String(), name: Type.String(), slug: Type.String() })),
    other: Type.Object({ id: Type.String(), name: Type.String() }),
    conversationId: Type.String(),
    message: Type.String(),
    reason: Type.String(),
    /** The visitor's answer to 'La visite a-t-elle eu lieu ?', once given. */
    visitorOutcome: Nullable(StringEnum(VISITOR_OUTCOMES)),
    /** The owner marked that the visitor did not come. */
    visitorAbsent: Type.Boolean(),
    /** The visitor rated the advertiser (once, after a visit marked done). */
    rated: Type.Boolean(),
    /** What the caller may do now. */
    actions: Type.Array(StringEnum(VISIT_ACTIONS)),
    createdAt: DateTime,
  },
  { title: 'Visit' },
);
export type Visit = Static<typeof VisitSchema>;

export { idParams as VisitParamsSchema };

const writeErrors = errorResponses(400, 401, 403, 404, 409, 429);

export const visitResponses = {
  availability: { 200: Envelope(VisitAvailabilitySchema, 'SUCCESS'), ...writeErrors },
  copied: { 200: Envelope(CopiedAvailabilitySchema, 'UPDATED_SUCCESSFULLY'), ...writeErrors },
  slots: { 200: Envelope(VisitSlotsSchema, 'SUCCESS'), ...errorResponses(400, 404) },
  created: { 201: Envelope(VisitSchema, 'CREATED_SUCCESSFULLY'), ...writeErrors },
  list: { 200: Envelope(Type.Array(VisitSchema), 'SUCCESS'), ...errorResponses(401) },
  visit: { 200: Envelope(VisitSchema, 'UPDATED_SUCCESSFULLY'), ...writeErrors },
} as const;
