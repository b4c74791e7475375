import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import { created, envelope } from '../../../../lib/reply.js';
import { bearer } from '../../../../schemas/common.js';
import {
  NewVisitSchema,
  VisitCancelBodySchema,
  VisitOutcomeBodySchema,
  VisitParamsSchema as params,
  VisitProposeBodySchema,
  VisitReasonBodySchema,
  visitResponses,
} from '../../../../schemas/visits.js';
import { RatingBodySchema, ratingResponses } from '../../../../schemas/ratings.js';
import { rateVisit } from '../../../../services/ratings.js';
import { decideVisit, listMyVisits, requestVisit } from '../../../../services/visits.js';
import { conversationCharges } from '../conversations/shared.js';

const tags = ['visits'];

/**
 * Visits (/api/v1/visits), the signed-in member's: those they asked for and those asked of them. A visit the caller
 * is not part of answers 404. Each write counts against the account's budget of discussion writes, and a request
 * spends a message of the hourly budget: its message goes to the discussion with the owner.
 */
const visits: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const charges = conversationCharges(app);
  const writeLimit = app.userLimit('conversations');

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'My visits, asked and received, the coming ones first',
        security: bearer,
        response: visitResponses.list,
      },
    },
    async (request) => envelope('SUCCESS', await listMyVisits(app, request.userId as string)),
  );

  app.post(
    '/',
    {
      onRequest: writeLimit,
      schema: {
        tags,
        summary: "'Demander une visite': one of a listing's free slots, with an optional message",
        security: bearer,
        body: NewVisitSchema,
        response: visitResponses.created,
      },
    },
    async (request, reply) => {
      const visit = await requestVisit(app, request.userId as string, request.body, charges(request, reply));
      return reply.status(201).send(envelope('CREATED_SUCCESSFULLY', visit));
    },
  );

  const decision = (summary: string) => ({
    onRequest: writeLimit,
    schema: { tags, summary, security: bearer, params, response: visitResponses.visit },
  });
  const decisionWith = <B extends TSchema>(summary: string, body: B) => ({
    onRequest: writeLimit,
    schema: { tags, summary, security: bearer, params, body, response: visitResponses.visit },
  });
  const decided = async (userId: string, id: string, body: Parameters<typeof decideVisit>[3]) =>
    envelope('UPDATED_SUCCESSFULLY', await decideVisit(app, userId, id, body));

  app.post(
    '/:id/confirm',
    decision('Confirms the slot the other side chose (409 SLOT_TAKEN when another visit has it)'),
    async (request) => decided(request.userId as string, request.params.id, { action: 'confirm' }),
  );
  app.post(
    '/:id/decline',
    decisionWith('Declines the slot the other side chose, with an optional reason', VisitReasonBodySchema),
    async (request) =>
      decided(request.userId as string, request.params.id, {
        action: 'decline',
        reason: request.body.reason,
      }),
  );
  app.post(
    '/:id/propose',
    decisionWith(
      "The owner proposes another of the listing's free slots; the visitor answers",
      VisitProposeBodySchema,
    ),
    async (request) =>
      decided(request.userId as string, request.params.id, {
        action: 'propose',
        startsAt: request.body.startsAt,
      }),
  );
  app.post(
    '/:id/cancel',
    decisionWith('Either side cancels, with a reason, until the slot starts', VisitCancelBodySchema),
    async (request) =>
      decided(request.userId as string, request.params.id, { action: 'cancel', reason: request.body.reason }),
  );
  app.post(
    '/:id/outcome',
    decisionWith(
      "'La visite a-t-elle eu lieu ?': the visitor's answer once the slot is over (DONE, CANCELLED, OWNER_ABSENT)",
      VisitOutcomeBodySchema,
    ),
    async (request) =>
      decided(request.userId as string, request.params.id, {
        action: 'outcome',
        outcome: request.body.outcome,
      }),
  );
  app.post(
    '/:id/no-show',
    decision('The owner marks that the visitor did not come, once the slot is over'),
    async (request) => decided(request.userId as string, request.params.id, { action: 'no-show' }),
  );
  app.post(
    '/:id/rating',
    {
      onRequest: writeLimit,
      schema: {
        tags,
        summary: "The visitor rates the visit's advertiser once it is marked done: 1 to 5 stars, a comment",
        security: bearer,
        params,
        body: RatingBodySchema,
        response: ratingResponses.created,
      },
    },
    async (request, reply) =>
      created(reply, await rateVisit(app, request.userId as string, request.params.id, request.body)),
  );
};

export default visits;
