import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** Extra headers (e.g. List-Unsubscribe on alert mails). */
  headers?: Record<string, string>;
  /** An iCalendar event (a confirmed visit), attached as a .ics file the phone's calendar opens. */
  calendar?: { filename: string; content: string };
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise each message becomes one .eml file in DATA_DIR/outbox. */
export default fp(
  async (app) => {
    const { smtpUrl, mailFrom, dataDir } = app.config;
    const outbox = path.join(dataDir, 'outbox');
    const transport = smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const mailer: Mailer = {
      async send(mail) {
        // Plain text only, whatever a caller passes: the fields are named one by one, so no html part, attachment
        // or other option of nodemailer can slip in with a mail; the one attachment there can be is a calendar
        // event the site wrote itself.
        const { to, subject, text, replyTo, headers, calendar } = mail;
        const info = await transport.sendMail({
          from: mailFrom,
          to,
          subject,
          text,
          ...(replyTo ? { replyTo } : {}),
          ...(headers ? { headers } : {}),
          ...(calendar
            ? {
                attachments: [
                  {
                    filename: calendar.filename,
                    content: calendar.content,
                    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
                  },
                ],
              }
            : {}),
        });
        if (smtpUrl) {
          app.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
          return;
        }
        await mkdir(outbox, { recursive: true });
        const file = path.join(outbox, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
        await writeFile(file, (info as unknown as { message: Buffer }).message);
        app.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox');
      },
    };
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => transport.close());
  },
  { name: 'mailer' },
);
