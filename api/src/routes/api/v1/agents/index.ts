import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../../lib/errors.js';
import { envelope } from '../../../../lib/reply.js';
import { languageOf, sendMail } from '../../../../mails/index.js';
import {
  findAgentBySlug,
  insertAgentMessage,
  listAgentListings,
  listAgents,
  toAgentDto,
} from '../../../../repositories/agents.js';
import { toProductDto } from '../../../../repositories/products.js';
import {
  AgentMessageSchema,
  AgentQuerySchema,
  agentResponses,
  AgentSlugParamsSchema as slugParams,
} from '../../../../schemas/agents.js';

/** The agents (accounts with an agent profile), their pages and their contact form. */
const agents: FastifyPluginAsyncTypebox = async (app) => {
  const url = (key: string) => app.images.url(key);
  const { messages: max, windowMs } = app.config.rateLimits;

  app.get(
    '/',
    {
      schema: {
        tags: ['agents'],
        summary: 'The agents, each with its active listings count and verified flag',
        querystring: AgentQuerySchema,
        response: agentResponses.list,
      },
    },
    async (request) => {
      const rows = await listAgents(app.db, { ...request.query, limit: request.query.limit ?? 100 });
      const data = rows.map(toAgentDto);
      return {
        statusCode: 'READ_SUCCESSFULLY',
        data,
        meta: { total: data.length, page: 1, limit: data.length },
      };
    },
  );

  app.get(
    '/:slug',
    {
      schema: {
        tags: ['agents'],
        summary: 'One agent and their active public listings (newest first, 50 at most)',
        params: slugParams,
        response: agentResponses.page,
      },
    },
    async (request) => {
      const row = await findAgentBySlug(app.db, request.params.slug);
      if (!row) throw notFound('Agent introuvable.');
      const listings = await listAgentListings(app.db, row.user_id);
      return envelope('READ_SUCCESSFULLY', {
        ...toAgentDto(row),
        products: listings.map((listing) => toProductDto(listing, url)),
      });
    },
  );

  app.post(
    '/:slug/contact',
    {
      config: { rateLimit: { max, timeWindow: windowMs } },
      schema: {
        tags: ['agents', 'messages'],
        summary:
          "A visitor's message to an agent: in the agent's Messages, e-mailed to them (copy to the team)",
        params: slugParams,
        body: AgentMessageSchema,
        response: agentResponses.contact,
      },
    },
    async (request, reply) => {
      const agent = await findAgentBySlug(app.db, request.params.slug);
      if (!agent) throw notFound('Agent introuvable.');
      const { name, email } = request.body;
      const message = request.body.message.trim();
      const agentName = `${agent.first_name} ${agent.last_name}`.trim();
      const id = randomUUID();
      await insertAgentMessage(app.db, {
        id,
        agentId: agent.user_id,
        name: name.trim(),
        email,
        subject: 'Message depuis votre page d’agent',
        body: message,
      });
      // The agent gets it in their language (the reply goes to the visitor); the team keeps a copy in French, as for
      // every message of the site.
      const values = {
        agentName,
        specialty: agent.specialty,
        city: agent.cities[0] ?? '—',
        senderName: name.trim(),
        senderEmail: email,
        message,
      };
      await Promise.all(
        [
          [agent.email, languageOf(agent.language)] as const,
          [app.config.adminEmail, 'fr' as const] as const,
        ].map(([to, language]) =>
          sendMail(app, to, language, 'agentMessage', values, { replyTo: email }).catch((err: unknown) =>
            request.log.error({ err }, 'agent message mail failed'),
          ),
        ),
      );
      return reply.status(201).send(envelope('CREATED_SUCCESSFULLY', { id, sent: true as const }));
    },
  );
};

export default agents;
