import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
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

/** Stores a message and e-mails it to the admin (and to the listing's owner when it is about a listing). */
export async function deliverMessage(app: FastifyInstance, m: IncomingMessage, ownerEmail?: string) {
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
  const text = [
    `De : ${m.name ?? 'anonyme'} <${m.email ?? 'sans e-mail'}>${m.phone ? ` — ${m.phone}` : ''}`,
    m.subject ? `Sujet : ${m.subject}` : '',
    m.productId ? `Annonce : ${m.productId}` : '',
    '',
    m.body,
  ]
    .filter((l, i) => l !== '' || i === 3)
    .join('\n');
  const subject = `Immo237 — ${m.kind === 'contact' ? 'message du formulaire de contact' : 'nouveau message'}`;
  const recipients = [app.config.adminEmail, ...(ownerEmail ? [ownerEmail] : [])];
  await Promise.all(
    recipients.map((to) =>
      app.mailer
        .send({ to, subject, text, ...(m.email ? { replyTo: m.email } : {}) })
        .catch((err: unknown) => app.log.error({ err }, 'message mail failed')),
    ),
  );
  return id;
}
