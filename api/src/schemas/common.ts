/** JSON-schema pieces shared by the routes. Unknown fields are stripped (ajv removeAdditional: 'all'). */
export const emailSchema = { type: 'string', format: 'email', maxLength: 254 } as const;
/** A Cameroonian number (issue 16, point 5): '+237' then 9 digits, spaces allowed as typed; '' clears it. */
export const cameroonPhoneSchema = {
  type: 'string',
  maxLength: 30,
  pattern: '^ *(\\+ *2 *3 *7( *[0-9]){9} *)?$',
} as const;
/** '+237 6 99 00 11 22' → '+237699001122'; blank → null. */
export const normalizePhone = (value: string | null | undefined) => value?.replace(/\s+/g, '') || null;
// Not `format: 'uuid'`: ajv also accepts `urn:uuid:…`, which PostgreSQL refuses (a 500 found by the fuzz suite).
export const uuidSchema = {
  type: 'string',
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
} as const;

/** Signup rule of spec section 5: 8+ characters with a lower-case letter, an upper-case letter and a digit. */
export const newPasswordSchema = {
  type: 'string',
  minLength: 8,
  maxLength: 128,
  pattern: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d).*$',
} as const;

export const nameSchema = { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' } as const;

export const errorResponse = {
  type: 'object',
  description: 'Error: statusCode is a code of spec section 8',
  properties: {
    statusCode: { type: 'string' },
    message: { type: 'string' },
    data: { type: 'null' },
    errors: {},
  },
} as const;

/** `data: {}` accepts anything: the envelope is documented, the record shapes are in the README. */
export const okResponse = (description: string) =>
  ({
    type: 'object',
    description,
    properties: {
      statusCode: { type: 'string' },
      data: {},
      meta: {
        type: 'object',
        properties: { total: { type: 'integer' }, page: { type: 'integer' }, limit: { type: 'integer' } },
      },
    },
  }) as const;

export const bearer = [{ bearerAuth: [] }];
