import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { languageOf, sendMail } from '../mails/index.js';
import { insertMessage } from '../repositories/messages.js';

export interface IncomingMessage {
  kind: 'admin' | 'contact' | 'listing';
  body: string;
  name?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  subject?: string | undefined;
  productId?: string | null;
  recipientId?: string | null;
  senderId?: string | null;
}

/**
 * Stores a message and e-mails it to the admin (in French) and to the listing's owner, in their language, when it is
 * about a listing.
 */
export async function deliverMessage(
  app: FastifyInstance,
  m: IncomingMessage,
  owner?: { email: string; language: string },
) {
  const id = randomUUID();
  await insertMessage(app.db, {
    id,
    kind: m.kind,
    productId: m.productId ?? null,
    recipientId: m.recipientId ?? null,
    senderId: m.senderId ?? null,
    name: m.name ?? null,
    email: m.email ?? null,
    phone: m.phone ?? null,
    subject: m.subject ?? null,
    body: m.body,
  });
  const values = {
    contact: m.kind === 'contact',
    name: m.name ?? null,
    email: m.email ?? null,
    phone: m.phone ?? null,
    subject: m.subject ?? null,
    productId: m.productId ?? null,
    body: m.body,
  };
  const recipients = [
    [app.config.adminEmail, 'fr'] as const,
    ...(owner ? [[owner.email, languageOf(owner.language)] as const] : []),
  ];
  await Promise.all(
    recipients.map(([to, language]) =>
      sendMail(app, to, language, 'forwardedMessage', values, m.email ? { replyTo: m.email } : {}).catch(
        (err: unknown) => app.log.error({ err }, 'message mail failed'),
      ),
    ),
  );
  return id;
}
