import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { RATE_LIMIT_NAMESPACE_DEFAULT } from '../../config.js';

/** A message just stored in a discussion, as every open stream of its two members is told of it. */
export interface ConversationEvent {
  conversationId: string;
  /** The two members: each of their open streams gets the event (the sender's other tabs too). */
  memberIds: [string, string];
  message: { id: string; body: string; createdAt: string; senderId: string };
}

export type ConversationListener = (event: ConversationEvent) => void;

/**
 * Live delivery of new messages to the members' open streams. In one process the hub hands an event to the
 * listeners of its members directly; with REDIS_URL every process publishes on one channel and each delivers what
 * it receives to its own listeners, so a message posted to one API process reaches a stream held by another.
 */
export interface ConversationEvents {
  /** Tells the members' open streams, after the message is committed. Never throws: the message is stored. */
  publish(event: ConversationEvent): Promise<void>;
  /** Calls `listener` with every event of `userId`'s discussions until the returned function is called. */
  subscribe(userId: string, listener: ConversationListener): () => void;
  /** The streams open on this process (for the benchmarks and the health of the hub). */
  readonly listeners: number;
}

/** The local half of the hub: listeners by member, and the delivery of one event to them. */
export function createLocalHub() {
  const byUser = new Map<string, Set<ConversationListener>>();
  let count = 0;
  return {
    get listeners() {
      return count;
    },
    deliver(event: ConversationEvent) {
      for (const userId of new Set(event.memberIds)) {
        for (const listener of byUser.get(userId) ?? []) listener(event);
      }
    },
    subscribe(userId: string, listener: ConversationListener) {
      let set = byUser.get(userId);
      if (!set) byUser.set(userId, (set = new Set()));
      set.add(listener);
      count += 1;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        count -= 1;
        set.delete(listener);
        if (set.size === 0) byUser.delete(userId);
      };
    },
  };
}

const isEvent = (value: unknown): value is ConversationEvent => {
  const event = value as ConversationEvent | null;
  return (
    typeof event?.conversationId === 'string' &&
    Array.isArray(event.memberIds) &&
    typeof event.message?.id === 'string'
  );
};

export default fp(
  async (app) => {
    const local = createLocalHub();
    const redisUrl = app.config.redisUrl;
    const channel = `${app.config.rateLimitNamespace ?? RATE_LIMIT_NAMESPACE_DEFAULT}conversations`;
    // A subscribed connection can do nothing else: one for listening, the rate limits' connection for publishing.
    const subscriber = redisUrl
      ? new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false })
      : null;
    if (subscriber) {
      subscriber.on('error', (error) => app.log.warn({ err: error }, 'live messages: Redis unavailable'));
      subscriber.on('message', (from, text) => {
        if (from !== channel) return;
        try {
          const event: unknown = JSON.parse(text);
          if (isEvent(event)) local.deliver(event);
        } catch (error) {
          app.log.warn({ err: error }, 'live messages: unreadable event');
        }
      });
      await subscriber.subscribe(channel).catch((error: unknown) => {
        app.log.warn(
          { err: error },
          'live messages: could not subscribe; delivery stays within this process',
        );
      });
      app.addHook('onClose', async () => {
        if (subscriber.status === 'ready') await subscriber.quit();
        else subscriber.disconnect();
      });
    }

    const events: ConversationEvents = {
      get listeners() {
        return local.listeners;
      },
      subscribe: local.subscribe,
      async publish(event) {
        if (subscriber && app.redis && subscriber.status === 'ready') {
          try {
            // Every process, this one included, delivers it when Redis hands it back.
            await app.redis.publish(channel, JSON.stringify(event));
            return;
          } catch (error) {
            app.log.warn({ err: error }, 'live messages: publish failed; delivered within this process');
          }
        }
        local.deliver(event);
      },
    };
    app.decorate('conversationEvents', events);
  },
  { name: 'conversation-events', dependencies: ['rate-limit'] },
);
