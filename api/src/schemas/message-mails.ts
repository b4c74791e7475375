import { Type, type Static } from '@sinclair/typebox';
import { Envelope, errorResponse, errorResponses } from './common.js';

/** Whether the member gets an e-mail about new messages of their discussions ('Notifications par e-mail'). */
export const MessageMailsSchema = Type.Object({ enabled: Type.Boolean() });
export type MessageMails = Static<typeof MessageMailsSchema>;

export const messageMailsResponses = {
  read: { 200: Envelope(MessageMailsSchema, 'READ_SUCCESSFULLY'), 401: errorResponse },
  update: {
    200: Envelope(MessageMailsSchema, 'UPDATED_SUCCESSFULLY'),
    ...errorResponses(400, 401, 429),
  },
  turnOff: {
    200: Envelope(MessageMailsSchema, 'UPDATED_SUCCESSFULLY'),
    ...errorResponses(400, 404, 429),
  },
} as const;
