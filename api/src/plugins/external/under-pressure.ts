import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import { PRESSURE_DEFAULTS } from '../../config.js';

/**
 * Load shedding: while the event loop lags or memory passes its limit, every request gets 503 with Retry-After
 * instead of queueing until the process collapses. /api/health keeps answering and reports the pressure, so a
 * load balancer can tell a busy process from a dead one.
 */
export default fp(
  async (app) => {
    const limits = app.config.pressure ?? PRESSURE_DEFAULTS;
    await app.register(underPressure, {
      maxEventLoopDelay: limits.maxEventLoopDelayMs,
      maxHeapUsedBytes: limits.maxHeapUsedBytes,
      maxRssBytes: limits.maxRssBytes,
      retryAfter: limits.retryAfterSeconds,
      pressureHandler: (request, reply, type) => {
        if (request.url === '/api/health' || request.url.startsWith('/api/health?')) return undefined;
        request.log.warn({ pressure: type }, 'under pressure: request shed');
        reply.code(503).header('Retry-After', String(limits.retryAfterSeconds));
        // A value returned here is what the plugin sends (its types only say void).
        return {
          statusCode: 'SERVICE_UNAVAILABLE',
          message: 'Serveur temporairement surchargé : réessayez dans quelques secondes.',
          data: null,
        } as unknown as void;
      },
    });
  },
  { name: 'under-pressure' },
);
