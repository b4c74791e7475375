import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './vocabulary.js';

/**
 * Schema pieces shared by the routes, in TypeBox: each is a JSON schema (what Fastify validates, serialises and
 * documents at /api/docs) and, through `Static<>`, the TypeScript type of the same shape (src/contract.ts, which
 * the front-ends read). Unknown fields of a request are stripped (ajv removeAdditional: 'all').
 */
export const emailSchema = Type.String({ format: 'email', maxLength: 254 });
/** A Cameroonian number: '+237' then 9 digits, spaces allowed as typed; '' clears it. */
export const cameroonPhoneSchema = Type.String({
  maxLength: 30,
  pattern: '^ *(\\+ *2 *3 *7( *[0-9]){9} *)?$',
});
/** '+237 6 99 00 11 22' → '+237699001122'; blank → null. */
export const normalizePhone = (value: string | null | undefined) => value?.replace(/\s+/g, '') || null;
// Not `format: 'uuid'`: ajv also accepts `urn:uuid:…`, which PostgreSQL refuses (a 500 found by the fuzz suite).
export const uuidSchema = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
});
export const idParams = Type.Object({ id: uuidSchema });

/** Signup rule: 8+ characters with a lower-case letter, an upper-case letter and a digit. */
export const newPasswordSchema = Type.String({
  minLength: 8,
  maxLength: 128,
  pattern: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d).*$',
});

export const nameSchema = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });

/** A string enum from one of vocabulary.ts's lists. */
export const StringEnum = <T extends readonly string[]>(
  values: T,
  options: { description?: string; default?: T[number] } = {},
) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A date as the API writes it (ISO 8601). */
export const DateTime = Type.String({ format: 'date-time' });

export const PageMetaSchema = Type.Object({
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});
export type PageMeta = Static<typeof PageMetaSchema>;

export const errorResponse = Type.Object(
  {
    statusCode: Type.String(),
    message: Type.String(),
    data: Type.Null(),
    errors: Type.Optional(Type.Unknown()),
  },
  { description: 'Error: statusCode is one of the API error codes' },
);

/** The error answers of a route, `{ 400: errorResponse, 401: errorResponse, … }`, for the statuses given. */
export const errorResponses = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorResponse])) as { [K in S]: typeof errorResponse };

/** The error answers of a write that takes files (multipart): bad input, sign-in, conflict, size, type, limits. */
export const uploadWriteErrors = errorResponses(400, 401, 409, 413, 415, 422, 429);

/** The envelope of a success, `{ statusCode, data }`, with the real shape of `data`. */
export const Envelope = <T extends TSchema>(data: T, description?: string) =>
  Type.Object({ statusCode: Type.String(), data }, description ? { description } : {});
/** A page of a list: `{ statusCode, data: [...], meta: { total, page, limit } }`. */
export const PagedEnvelope = <T extends TSchema>(item: T, description?: string) =>
  Type.Object(
    { statusCode: Type.String(), data: Type.Array(item), meta: PageMetaSchema },
    description ? { description } : {},
  );

/** A paging query: page 1 and DEFAULT_PAGE_SIZE unless asked (the defaults live here only). */
export const pagingProperties = (defaultLimit = DEFAULT_PAGE_SIZE, maxLimit = MAX_PAGE_SIZE) => ({
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: maxLimit, default: defaultLimit }),
});

export const bearer = [{ bearerAuth: [] }];
