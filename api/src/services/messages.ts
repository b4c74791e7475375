import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

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
  await app.db.query(
    `INSERT INTO messages (id, kind, product_id, recipient_id, sender_id, name, email, phone, subject, body)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      id,
      m.kind,
      m.productId ?? null,
      m.recipientId ?? null,
      m.senderId ?? null,
      m.name ?? null,
      m.email ?? null,
      m.phone ?? null,
      m.subject ?? null,
      m.body,
    ],
  );
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
