import { Type, type Static } from '@sinclair/typebox';
import { AGENT_SPECIALTIES } from '../repositories/agents.js';
import {
  DateTime,
  emailSchema,
  Envelope,
  errorResponse,
  Nullable,
  PageMetaSchema,
  StringEnum,
} from './common.js';
import { MessageSentSchema } from './messages.js';
import { ProductDtoSchema } from './product-dto.js';

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
  languages: Type.Array(Type.String()),
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
  page: { 200: Envelope(AgentPageSchema, 'READ_SUCCESSFULLY'), 400: errorResponse, 404: errorResponse },
  contact: {
    201: Envelope(MessageSentSchema, 'CREATED_SUCCESSFULLY'),
    400: errorResponse,
    404: errorResponse,
    429: errorResponse,
  },
} as const;
