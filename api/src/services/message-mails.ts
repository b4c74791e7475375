import type { FastifyInstance } from 'fastify';
import { signJwt, verifyJwt } from '../lib/tokens.js';
import { languageOf, mailFor, sendMail } from '../mails/index.js';
import { tryAdvisoryXactLock } from '../repositories/locks.js';
import { claimMessageMails, setMessageMails, type MessageMailDue } from '../repositories/message-mails.js';

/** pg_try_advisory_xact_lock key of the round of mails about unread messages. */
export const MESSAGE_MAILS_LOCK = 237_016_001;
/** At most one mail per discussion and member in this long. */
export const MESSAGE_MAIL_GAP_SECONDS = 15 * 60;
export const MESSAGE_MAIL_QUIET_DEFAULT_SECONDS = 120;
/** Mails one round sends at most; the rest wait for the next round (oldest first). */
const ROUND_LIMIT = 200;
/** The first words of the latest message a mail quotes. */
const EXCERPT_CHARS = 160;
/** The one-click link of a mail works this long. */
const TURN_OFF_TTL_SECONDS = 365 * 24 * 3600;

export interface MessageMailsRound {
  /** False when another process held the lock: this round did nothing. */
  ran: boolean;
  mailed: number;
}

/** The signed link that turns a member's mails about new messages off, without signing in. */
export const turnOffToken = (app: FastifyInstance, userId: string) =>
  signJwt(app.jwtKey, 'message-mails-off', {}, TURN_OFF_TTL_SECONDS, userId);

export type TurnOffOutcome =
  { ok: true } | { ok: false; code: 'INVALID_TOKEN' | 'EXPIRED_TOKEN' | 'NOT_FOUND' };

/** Turns off the mails of the member a mail's link names. */
export async function turnOffByToken(app: FastifyInstance, token: string): Promise<TurnOffOutcome> {
  const verified = await verifyJwt(app.jwtKey, 'message-mails-off', token);
  if (!verified.ok) return { ok: false, code: verified.expired ? 'EXPIRED_TOKEN' : 'INVALID_TOKEN' };
  const { sub } = verified.payload;
  if (typeof sub !== 'string') return { ok: false, code: 'INVALID_TOKEN' };
  const state = await setMessageMails(app.db, sub, false);
  return state === undefined ? { ok: false, code: 'NOT_FOUND' } : { ok: true };
}

const excerpt = (body: string) => {
  const chars = [...body.replace(/\s+/g, ' ').trim()];
  return chars.length > EXCERPT_CHARS
    ? `${chars.slice(0, EXCERPT_CHARS).join('').trimEnd()}…`
    : chars.join('');
};

/** The subject of a mail (in French): who wrote, about what. */
export const messageMailSubject = (due: Pick<MessageMailDue, 'sender_first_name' | 'listing_name'>) =>
  mailFor('', 'fr', 'messageMail', {
    firstName: '',
    senderFirstName: due.sender_first_name,
    listingName: due.listing_name,
    excerpt: '',
    others: 0,
    conversationId: '',
    token: '',
  }).subject;

async function sendMessageMail(app: FastifyInstance, due: MessageMailDue) {
  const token = encodeURIComponent(await turnOffToken(app, due.user_id));
  await sendMail(
    app,
    due.email,
    languageOf(due.language),
    'messageMail',
    {
      firstName: due.first_name,
      senderFirstName: due.sender_first_name,
      listingName: due.listing_name,
      excerpt: excerpt(due.body),
      others: due.unread_count - 1,
      conversationId: due.conversation_id,
      token,
    },
    {
      // RFC 8058: mail programs offer their own one-click 'Se désabonner', which POSTs to this address.
      headers: {
        'List-Unsubscribe': `<${app.config.publicUrl}/api/v1/notifications/message-mails/off?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
  );
}

/**
 * One round at `now`: each member with messages unread in a discussion quiet for MESSAGE_MAIL_QUIET_S gets one mail
 * about it, at most one per discussion every quarter hour, unless they turned these mails off. The sides are claimed
 * and marked in one transaction under an advisory lock, so that several API processes never mail twice; the mails go
 * after it commits (a failed one is logged, not retried: the member still finds the messages on the site).
 */
export async function runMessageMails(app: FastifyInstance, now: Date): Promise<MessageMailsRound> {
  const quiet = app.config.messageMailQuietS ?? MESSAGE_MAIL_QUIET_DEFAULT_SECONDS;
  const due = await app.db.transaction(async (tx) => {
    if (!(await tryAdvisoryXactLock(tx, MESSAGE_MAILS_LOCK))) return null;
    return claimMessageMails(tx, now, quiet, MESSAGE_MAIL_GAP_SECONDS, ROUND_LIMIT);
  });
  if (!due) return { ran: false, mailed: 0 };
  for (const one of due) {
    await sendMessageMail(app, one).catch((err: unknown) =>
      app.log.error({ err, task: 'message mails' }, 'message mail failed'),
    );
  }
  return { ran: true, mailed: due.length };
}
