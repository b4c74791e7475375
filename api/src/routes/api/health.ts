import type { FastifyPluginAsync } from 'fastify';
import { envelope } from '../../lib/reply.js';

const health: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: {
          200: {
            type: 'object',
            properties: {
              statusCode: { type: 'string' },
              data: {
                type: 'object',
                properties: {
                  status: { type: 'string' },
                  database: { type: 'string' },
                  uptime: { type: 'number' },
                  underPressure: { type: 'boolean' },
                },
              },
            },
          },
        },
      },
    },
    async () => {
      await app.db.query('SELECT 1');
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
