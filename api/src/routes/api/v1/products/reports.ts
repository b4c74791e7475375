import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../../../lib/errors.js';
import { envelope } from '../../../../lib/reply.js';
import { errorResponse, okResponse, uuidSchema } from '../../../../schemas/common.js';
import { REPORT_REASONS, reportListing, type ReportReason } from '../../../../services/reports.js';

/** Reports per client address and hour: visitors may report without an account. */
export const REPORTS_PER_HOUR = 10;

const reports: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id: string }; Body: { reason: ReportReason; comment?: string } }>(
    '/:id/report',
    {
      onRequest: app.optionalAuthenticate,
      config: { rateLimit: { max: app.config.reportsPerHour ?? REPORTS_PER_HOUR, timeWindow: 3600_000 } },
      schema: {
        tags: ['products'],
        summary:
          "Report a listing ('Signaler cette annonce'); signed in or not. One reporter counts once per listing; at three the listing is held for review",
        params: { type: 'object', required: ['id'], properties: { id: uuidSchema } },
        body: {
          type: 'object',
          required: ['reason'],
          properties: {
            reason: { type: 'string', enum: [...REPORT_REASONS] },
            comment: { type: 'string', maxLength: 1000 },
          },
        },
        response: {
          201: okResponse('CREATED_SUCCESSFULLY'),
          400: errorResponse,
          404: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const outcome = await reportListing(app, {
        productId: request.params.id,
        reason: request.body.reason,
        comment: (request.body.comment ?? '').trim(),
        userId: request.userId,
        address: request.ip,
      });
      if (outcome === 'not-found') throw notFound('Bien introuvable.');
      // The same answer whether the report counted, was a repeat, or held the listing: nothing to learn from it.
      return reply.status(201).send(envelope('CREATED_SUCCESSFULLY', null));
    },
  );
};

export default reports;
