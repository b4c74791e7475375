import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import { languageOf, siteLink, type Language } from '../mails/index.js';
import {
  deletePushSubscriptionById,
  markPushDelivered,
  messagePushAbout,
  pushTargets,
  type PushKind,
  type PushTarget,
} from '../repositories/push.js';

/**
 * What a notification says, in each language, and the page its click opens: a path of the site, given in French
 * and opened under '/en' for an account in English.
 */
export interface PushMessage {
  url: string;
  text: Record<Language, { title: string; body: string }>;
}

/**
 * How long a push service keeps a notification for a phone that is off or out of reach, and how urgent it is (a
 * phone saving its battery wakes for 'high' only). A message or a visit's decision is worth waking for, not kept
 * past the day; an alert waits for the phone's next wake.
 */
const DELIVERY: Record<PushKind, { TTL: number; urgency: 'high' | 'normal' }> = {
  messages: { TTL: 6 * 3600, urgency: 'high' },
  visits: { TTL: 24 * 3600, urgency: 'high' },
  alerts: { TTL: 6 * 3600, urgency: 'normal' },
};
/** How long one push service may take to answer. */
const TIMEOUT_MS = 10_000;
/** The first characters of a title or body a notification carries (a phone shows no more). */
const MAX_CHARS = 120;

const clip = (text: string) => {
  const chars = [...text];
  return chars.length > MAX_CHARS
    ? `${chars
        .slice(0, MAX_CHARS - 1)
        .join('')
        .trimEnd()}…`
    : text;
};

/**
 * The push service's topic: a newer notification about the same page replaces one still waiting for the phone
 * (at most 32 URL-safe characters).
 */
const topicOf = (kind: PushKind, url: string) =>
  `${kind[0]}-${createHash('sha256').update(url).digest('base64url').slice(0, 30)}`;

async function deliver(app: FastifyInstance, kind: PushKind, target: PushTarget, message: PushMessage) {
  const vapid = app.config.vapid;
  if (!vapid) return;
  const language = languageOf(target.language);
  const text = message.text[language];
  const url = siteLink('', language, message.url);
  const payload = JSON.stringify({ title: clip(text.title), body: clip(text.body), url });
  try {
    await webpush.sendNotification(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: vapid,
        TTL: DELIVERY[kind].TTL,
        urgency: DELIVERY[kind].urgency,
        topic: topicOf(kind, message.url),
        timeout: TIMEOUT_MS,
      },
    );
    await markPushDelivered(app.db, target.id, app.now());
  } catch (err) {
    if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
      // The browser unsubscribed, or the subscription expired: never sent to again.
      await deletePushSubscriptionById(app.db, target.id);
      return;
    }
    throw err;
  }
}

/**
 * Notifies the account's devices that have `kind` on: the one entry point of new messages, visit decisions and
 * search alerts, called once what happened is committed. It never throws nor makes its caller wait: a push service
 * that fails or is slow is logged, and the request or round that caused it goes on.
 */
export function notify(app: FastifyInstance, userId: string, kind: PushKind, message: PushMessage): void {
  if (!app.config.vapid) return;
  void (async () => {
    const targets = await pushTargets(app.db, userId, kind);
    await Promise.all(
      targets.map((target) =>
        deliver(app, kind, target, message).catch((err: unknown) =>
          app.log.warn({ err, kind, subscription: target.id }, 'push notification not sent'),
        ),
      ),
    );
  })().catch((err: unknown) => app.log.error({ err, kind }, 'push notifications not sent'));
}

/** Tells the other member of a discussion of a new message: who wrote, about which listing; never its text. */
export function notifyNewMessage(
  app: FastifyInstance,
  recipientId: string,
  conversationId: string,
  senderId: string,
) {
  if (!app.config.vapid) return;
  void messagePushAbout(app.db, conversationId, senderId)
    .then((about) => {
      if (!about) return;
      const { sender_first_name: sender, listing_name: listing } = about;
      notify(app, recipientId, 'messages', {
        url: `/profile/discussions/${encodeURIComponent(conversationId)}`,
        text: {
          fr: {
            title: `Nouveau message de ${sender}`,
            body: listing ? `À propos de « ${listing} »` : 'Ouvrez la discussion pour le lire.',
          },
          en: {
            title: `New message from ${sender}`,
            body: listing ? `About “${listing}”` : 'Open the conversation to read it.',
          },
        },
      });
    })
    .catch((err: unknown) => app.log.error({ err }, 'push notifications not sent'));
}
