// Discussions, live: a member's open stream (GET /conversations/stream, Server-Sent Events) receives each new message
// of their discussions as it is written, from whichever side; nobody else's stream does; a closed stream stops
// listening. With Redis, a message written through one API process reaches a stream held by another.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { createListing, setupTestApp, signedIn } from '../helper.js';

const ctx = setupTestApp();
const redisUrl = process.env.TEST_REDIS_URL;

type Auth = Record<string, string>;
interface LiveEvent {
  event: string;
  id?: string;
  data: { conversationId?: string; message?: { id: string; body: string; mine: boolean; senderId: string } };
}

/**
 * An open stream of `auth`'s member on `origin`: the events read so far, a wait for the next one matching, and
 * close. Events are parsed as the specification frames them (blank-line separated fields; comments ignored).
 */
async function openStream(origin: string, auth: Auth) {
  const abort = new AbortController();
  const response = await fetch(`${origin}/api/v1/conversations/stream`, {
    headers: { ...auth, Accept: 'text/event-stream' },
    signal: abort.signal,
  });
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^text\/event-stream/);
  const events: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => line && !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
          ) as Record<string, string>;
          if (!fields.data) continue;
          events.push({ event: fields.event ?? 'message', id: fields.id, data: JSON.parse(fields.data) });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  const next = async (match: (event: LiveEvent) => boolean, timeoutMs = 2000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) return undefined;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        const wake = () => {
          clearTimeout(timer);
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
      });
    }
  };
  assert.ok(await next((event) => event.event === 'ready'), 'the stream says it listens');
  return {
    events,
    next,
    close: async () => {
      abort.abort();
      await reading;
    },
  };
}

const messageEvent = (body: string) => (event: LiveEvent) =>
  event.event === 'message' && event.data.message?.body === body;

async function listening(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  assert.ok(address && typeof address === 'object');
  return `http://127.0.0.1:${address.port}`;
}

async function waitUntil(check: () => boolean, timeoutMs = 2000) {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
}

test('the stream needs a session', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/conversations/stream' });
  assert.equal(res.statusCode, 401);
});

test("each member's open stream gets the discussion's new messages within 2 s; a third member's gets none", async () => {
  const origin = await listening(ctx.app);
  const [owner, seeker, other] = [await signedIn(ctx.app), await signedIn(ctx.app), await signedIn(ctx.app)];
  const listing = await createListing(ctx.app, owner.auth, { name: 'Studio meublé à Bastos' });
  const [ownerStream, seekerStream, otherStream] = await Promise.all([
    openStream(origin, owner.auth),
    openStream(origin, seeker.auth),
    openStream(origin, other.auth),
  ]);
  try {
    const before = ctx.app.conversationEvents.listeners;
    const started = Date.now();
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/conversations',
      headers: seeker.auth,
      payload: { productId: listing.id, message: 'Bonjour, le studio est-il libre en janvier ?' },
    });
    assert.equal(first.statusCode, 201, first.body);
    const conversationId = first.json().data.id as string;

    const atOwner = await ownerStream.next(messageEvent('Bonjour, le studio est-il libre en janvier ?'));
    assert.ok(atOwner, "the owner's stream got the first message");
    assert.ok(Date.now() - started < 2000, 'within 2 seconds');
    assert.equal(atOwner.data.conversationId, conversationId);
    assert.equal(atOwner.data.message?.mine, false);
    assert.equal(atOwner.id, atOwner.data.message?.id, 'the event id is the message id');
    const atSeeker = await seekerStream.next(messageEvent('Bonjour, le studio est-il libre en janvier ?'));
    assert.equal(atSeeker?.data.message?.mine, true, "the sender's own open tabs follow too");

    const reply = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/conversations/${conversationId}/messages`,
      headers: owner.auth,
      payload: { message: 'Oui, à partir du 5 janvier.' },
    });
    assert.equal(reply.statusCode, 201, reply.body);
    const answered = await seekerStream.next(messageEvent('Oui, à partir du 5 janvier.'));
    assert.equal(answered?.data.message?.mine, false, "the seeker's stream got the answer");

    assert.deepEqual(
      otherStream.events.map((event) => event.event),
      ['ready'],
      'a third member hears nothing of it',
    );
    assert.equal(ctx.app.conversationEvents.listeners, before);
  } finally {
    await Promise.all([ownerStream.close(), seekerStream.close(), otherStream.close()]);
  }
  assert.ok(
    await waitUntil(() => ctx.app.conversationEvents.listeners === 0),
    'closed streams stop listening',
  );
});

test(
  'two API processes sharing Redis: a message written through one reaches a stream held by the other',
  { skip: redisUrl ? false : 'TEST_REDIS_URL is not set (no Redis server to share the messages through)' },
  async () => {
    // Two apps with their own hubs, as two processes would be, on one database and one Redis channel.
    const shared = { redisUrl: redisUrl as string, rateLimitNamespace: `immo237-test-${randomUUID()}-` };
    const [first, second] = await Promise.all(
      [0, 1].map(() => buildApp({ config: { ...ctx.config, ...shared }, db: ctx.db, logger: false })),
    );
    try {
      const origin = await listening(second as FastifyInstance);
      const owner = await signedIn(first as FastifyInstance);
      const seeker = await signedIn(first as FastifyInstance);
      const listing = await createListing(first as FastifyInstance, owner.auth, { name: 'Villa à Kribi' });
      const ownerStream = await openStream(origin, owner.auth);
      try {
        const sent = await (first as FastifyInstance).inject({
          method: 'POST',
          url: '/api/v1/conversations',
          headers: seeker.auth,
          payload: { productId: listing.id, message: 'La villa a-t-elle un groupe électrogène ?' },
        });
        assert.equal(sent.statusCode, 201, sent.body);
        assert.ok(
          await ownerStream.next(messageEvent('La villa a-t-elle un groupe électrogène ?')),
          'delivered by the other process within 2 seconds',
        );
      } finally {
        await ownerStream.close();
      }
    } finally {
      await Promise.all([first?.close(), second?.close()]);
    }
  },
);
