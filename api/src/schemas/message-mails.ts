import { Type, type Static } from '@sinclair/typebox';
import { Envelope, errorResponse } from './common.js';

/** Whether the member gets an e-mail about new messages of their discussions ('Notifications par e-mail'). */
export const MessageMailsSchema = Type.Object({ enabled: Type.Boolean() });
export type MessageMails = Static<typeof MessageMailsSchema>;

export const messageMailsResponses = {
  read: { 200: Envelope(MessageMailsSchema, 'READ_SUCCESSFULLY'), 401: errorResponse },
  update: {
    200: Envelope(MessageMailsSchema, 'UPDATED_SUCCESSFULLY'),
    400: errorResponse,
    401: errorResponse,
    429: errorResponse,
  },
  turnOff: {
    200: Envelope(MessageMailsSchema, 'UPDATED_SUCCESSFULLY'),
    400: errorResponse,
    404: errorResponse,
    429: errorResponse,
  },
} as const;
