import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { created, envelope } from '../../../../lib/reply.js';
import { bearer } from '../../../../schemas/common.js';
import {
  AgentSlugParamsSchema,
  RatingAnswerBodySchema,
  RatingParamsSchema as params,
  RatingReportBodySchema,
  ratingResponses,
} from '../../../../schemas/ratings.js';
import { agentRatings, answerMyRating, reportRating } from '../../../../services/ratings.js';

const tags = ['ratings'];

/**
 * Ratings of advertisers, given after a visit (/api/v1/visits/{id}/rating): an agent's public list and average, the
 * rated advertiser's answer, a member's report.
 */
const ratings: FastifyPluginAsyncTypebox = async (app) => {
  const member = { onRequest: [app.authenticate, app.userLimit('conversations')] };

  app.get(
    '/agents/:slug/ratings',
    {
      schema: {
        tags,
        summary: "An agent's ratings, newest first; their average from 3 ratings on",
        params: AgentSlugParamsSchema,
        response: ratingResponses.list,
      },
    },
    async (request) => envelope('SUCCESS', await agentRatings(app, request.params.slug)),
  );

  app.post(
    '/ratings/:id/answer',
    {
      ...member,
      schema: {
        tags,
        summary: "The rated advertiser's public answer, once",
        security: bearer,
        params,
        body: RatingAnswerBodySchema,
        response: ratingResponses.answered,
      },
    },
    async (request) =>
      envelope(
        'UPDATED_SUCCESSFULLY',
        await answerMyRating(app, request.userId as string, request.params.id, request.body.answer),
      ),
  );

  app.post(
    '/ratings/:id/report',
    {
      ...member,
      schema: {
        tags,
        summary: 'Reports a rating to the moderators (one open report per member)',
        security: bearer,
        params,
        body: RatingReportBodySchema,
        response: ratingResponses.reported,
      },
    },
    async (request, reply) =>
      created(
        reply,
        await reportRating(app, request.userId as string, request.params.id, request.body.reason ?? ''),
      ),
  );
};

export default ratings;
