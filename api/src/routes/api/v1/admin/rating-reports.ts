import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../../lib/errors.js';
import { envelope } from '../../../../lib/reply.js';
import { journal } from '../../../../repositories/admin.js';
import { decideRating, openRatingReports } from '../../../../repositories/ratings.js';
import { AdminParamsSchema as idParams, adminResponses } from '../../../../schemas/admin.js';
import { bearer } from '../../../../schemas/common.js';
import { by, tags } from './shared.js';

/** The queue shows this many reported ratings at once, the oldest report first. */
const QUEUE_LIMIT = 200;

/**
 * '/admin/rating-reports': reported ratings, and the decision on each ('Masquer l'avis': it counts nowhere any more;
 * 'Conserver l'avis'), which closes its open reports; both journaled.
 */
const ratingReports: FastifyPluginAsyncTypebox = async (app) => {
  const adminLimit = app.userLimit('admin');

  app.get(
    '/rating-reports',
    {
      schema: {
        tags,
        summary: 'Reported ratings, the oldest report first',
        security: bearer,
        response: adminResponses.ratingReports,
      },
    },
    async () =>
      envelope(
        'SUCCESS',
        (await openRatingReports(app.db, QUEUE_LIMIT)).map((row) => ({
          ratingId: row.rating_id,
          stars: row.stars,
          comment: row.comment,
          answer: row.answer,
          ratedEmail: row.rated_email,
          ratedName: `${row.rated_first_name} ${row.rated_last_name}`.trim(),
          agentSlug: row.agent_slug,
          raterEmail: row.rater_email,
          reports: row.reports,
          reasons: row.reasons ?? [],
          firstAt: row.first_at.toISOString(),
        })),
      ),
  );

  for (const [name, hide] of [
    ['hide', true],
    ['keep', false],
  ] as const) {
    app.post(
      `/ratings/:id/${name}`,
      {
        onRequest: adminLimit,
        schema: {
          tags,
          summary: hide
            ? "'Masquer l'avis' (journaled)"
            : "'Conserver l'avis': its reports are closed (journaled)",
          security: bearer,
          params: idParams,
          response: adminResponses.ratingDecision,
        },
      },
      async (request) => {
        const decided = await app.db.transaction(async (tx) => {
          const row = await decideRating(tx, request.params.id, hide);
          if (!row) return undefined;
          await journal(tx, {
            ...by(request),
            action: `rating.${name}`,
            targetType: 'rating',
            targetId: row.id,
            detail: row.rated_email,
          });
          return row;
        });
        if (!decided) throw notFound('Avis introuvable.');
        return envelope('SUCCESS', { id: decided.id, hidden: hide });
      },
    );
  }
};

export default ratingReports;
