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
                },
              },
            },
          },
        },
      },
    },
    async () => {
      await app.db.query('SELECT 1');
      return envelope('SUCCESS', { status: 'ok', database: app.db.kind, uptime: process.uptime() });
    },
  );
};

export default health;
