import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Test-only check of the response schemas (buildApp's `checkSerialization`, on in api/test/helper.ts): Fastify
 * serialises an answer with the compiled serialiser of its route's response schema, which silently drops every
 * field the schema does not list (and turns a null into '' or 0 where a string or number is declared). This hook
 * compares what was sent with `JSON.stringify` of the handler's object and turns any difference into a loud 500
 * naming the first path that differs, so the whole API suite proves that every schema covers every field.
 */
const sent = new WeakMap<FastifyRequest, string>();

export const SERIALIZATION_MISMATCH = 'RESPONSE_SCHEMA_MISMATCH';

function firstDifference(expected: unknown, actual: unknown, path = ''): string | null {
  if (isDeepStrictEqual(expected, actual)) return null;
  if (
    expected &&
    actual &&
    typeof expected === 'object' &&
    typeof actual === 'object' &&
    Array.isArray(expected) === Array.isArray(actual)
  ) {
    const a = expected as Record<string, unknown>;
    const b = actual as Record<string, unknown>;
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = firstDifference(a[key], b[key], `${path}/${key}`);
      if (found) return found;
    }
  }
  return `${path || '/'}: ${JSON.stringify(expected) ?? 'absent'} was sent as ${JSON.stringify(actual) ?? 'absent'}`;
}

export function addSerializationGuard(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    sent.set(request, JSON.stringify(payload));
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const expected = sent.get(request);
    if (expected === undefined || typeof payload !== 'string') return payload;
    sent.delete(request);
    const difference = firstDifference(JSON.parse(expected), JSON.parse(payload));
    if (!difference) return payload;
    const message = `${request.method} ${request.routeOptions.url ?? request.url} (${reply.statusCode}): ${difference}`;
    process.stderr.write(`response schema mismatch: ${message}\n`);
    reply.code(500);
    return JSON.stringify({ statusCode: SERIALIZATION_MISMATCH, message, data: null });
  });
}
