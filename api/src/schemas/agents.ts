import { Type, type Static } from '@sinclair/typebox';
import {
  DateTime,
  emailSchema,
  Envelope,
  errorResponse,
  errorResponses,
  Nullable,
  PageMetaSchema,
  StringEnum,
} from './common.js';
import { MessageSentSchema } from './messages.js';
import { ProductDtoSchema } from './product-dto.js';
import { AGENT_LANGUAGES, AGENT_SPECIALTIES } from './vocabulary.js';

/** An agent as GET /api/v1/agents answers it: no e-mail, the phone only when the agent shows it. */
export const AgentSchema = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  /** An upload of the site or an https address; null: the initials portrait is drawn. */
  photo: Nullable(Type.String()),
  specialty: StringEnum(AGENT_SPECIALTIES),
  cities: Type.Array(Type.String()),
  /** The first city served: the card's 'Ville'. */
  location: Nullable(Type.String()),
  languages: Type.Array(StringEnum(AGENT_LANGUAGES)),
  experience: Type.Integer(),
  presentation: Type.String(),
  showPhone: Type.Boolean(),
  phone: Nullable(Type.String()),
  /** 'Annonceur vérifié'. */
  verified: Type.Boolean(),
  /** Active public listings. */
  listings: Type.Integer(),
  memberSince: DateTime,
  updatedAt: DateTime,
});
export type AgentDto = Static<typeof AgentSchema>;
/** GET /api/v1/agents/{slug}: the agent and their active listings. */
export const AgentPageSchema = Type.Composite([
  AgentSchema,
  Type.Object({ products: Type.Array(ProductDtoSchema) }),
]);
export type AgentPage = Static<typeof AgentPageSchema>;

/** 'Je suis agent immobilier': the whole profile, sent each time (PUT, or PATCH as a synonym). */
export const AgentProfileBodySchema = Type.Object({
  specialty: StringEnum(AGENT_SPECIALTIES),
  cities: Type.Array(Type.String({ minLength: 1, maxLength: 60, pattern: '^[^<>]*\\S[^<>]*$' }), {
    minItems: 1,
    maxItems: 10,
    uniqueItems: true,
  }),
  languages: Type.Array(StringEnum(AGENT_LANGUAGES), {
    minItems: 1,
    maxItems: AGENT_LANGUAGES.length,
    uniqueItems: true,
  }),
  experience: Type.Integer({ minimum: 0, maximum: 70 }),
  presentation: Type.Optional(Type.String({ maxLength: 1000 })),
  showPhone: Type.Optional(Type.Boolean({ default: false })),
  /** An upload of the site or an https address; '' or null: the initials portrait. */
  photo: Type.Optional(
    Type.Union([
      Type.String({ maxLength: 500, pattern: '^(|/uploads/[A-Za-z0-9._/-]+|https://[^\\s<>"]+)$' }),
      Type.Null(),
    ]),
  ),
});
export type AgentProfileBody = Static<typeof AgentProfileBodySchema>;

export const AgentQuerySchema = Type.Object({
  query: Type.Optional(Type.String({ maxLength: 200 })),
  specialty: Type.Optional(StringEnum(AGENT_SPECIALTIES)),
  city: Type.Optional(Type.String({ maxLength: 80 })),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 100 }),
});
export const AgentSlugParamsSchema = Type.Object({
  slug: Type.String({ minLength: 1, maxLength: 120, pattern: '^[a-z0-9-]+$' }),
});
export const AgentMessageSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
  email: emailSchema,
  message: Type.String({ minLength: 1, maxLength: 5000, pattern: '\\S' }),
});
export type AgentMessage = Static<typeof AgentMessageSchema>;

export const agentResponses = {
  list: {
    200: Type.Object({ statusCode: Type.String(), data: Type.Array(AgentSchema), meta: PageMetaSchema }),
    400: errorResponse,
  },
  page: { 200: Envelope(AgentPageSchema, 'READ_SUCCESSFULLY'), ...errorResponses(400, 404) },
  contact: {
    201: Envelope(MessageSentSchema, 'CREATED_SUCCESSFULLY'),
    ...errorResponses(400, 404, 429),
  },
} as const;
