import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '../../lib/reply.js';
import { pingDatabase } from '../../repositories/health.js';
import { healthResponses } from '../../schemas/health.js';

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: healthResponses,
      },
    },
    async () => {
      await pingDatabase(app.db);
      const underPressure = app.isUnderPressure();
      return envelope('SUCCESS', {
        status: underPressure ? 'under-pressure' : 'ok',
        database: app.db.kind,
        uptime: process.uptime(),
        underPressure,
      });
    },
  );
};

export default health;
