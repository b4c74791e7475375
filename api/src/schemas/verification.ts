import { Type, type Static } from '@sinclair/typebox';
import {
  DateTime,
  Envelope,
  errorResponse,
  errorResponses,
  Nullable,
  StringEnum,
  uploadWriteErrors,
} from './common.js';
import { VERIFICATION_STATUSES } from './vocabulary.js';

/** Where an account's 'Annonceur vérifié' request stands. */
export const VerificationStateSchema = Type.Object({
  status: StringEnum(VERIFICATION_STATUSES),
  /** The administrators' reason, when refused. */
  reason: Nullable(Type.String()),
  requestedAt: Nullable(DateTime),
  decidedAt: Nullable(DateTime),
});
export type VerificationState = Static<typeof VerificationStateSchema>;

export const verificationResponses = {
  state: { 200: Envelope(VerificationStateSchema, 'READ_SUCCESSFULLY'), 401: errorResponse },
  request: {
    201: Envelope(VerificationStateSchema, 'CREATED_SUCCESSFULLY'),
    ...uploadWriteErrors,
  },
} as const;

/** 'Appeler' / 'WhatsApp' taps counted for the owner's figures. */
export const ContactTapSchema = Type.Object({
  channel: Type.Union([Type.Literal('call'), Type.Literal('whatsapp')]),
});
export type ContactTap = Static<typeof ContactTapSchema>;
const counted = {
  204: Type.Unsafe<undefined>({
    type: 'null',
    description: 'Counted (not for crawlers or the owner): no body',
  }),
  ...errorResponses(400, 401, 404, 429),
};
export const eventResponses = { tap: counted, view: counted } as const;
