import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../../../lib/errors.js';
import { envelope } from '../../../../lib/reply.js';
import {
  AGENT_SPECIALTIES,
  findAgentBySlug,
  listAgents,
  SPECIALTY_LABELS_FR,
  toAgentDto,
  type AgentFilters,
} from '../../../../repositories/agents.js';
import {
  PRODUCT_COLUMNS,
  publicListing,
  toProductDto,
  type ProductRow,
} from '../../../../repositories/products.js';
import { emailSchema, errorResponse, okResponse } from '../../../../schemas/common.js';

const slugParams = {
  type: 'object',
  required: ['slug'],
  properties: { slug: { type: 'string', minLength: 1, maxLength: 120, pattern: '^[a-z0-9-]+$' } },
} as const;

interface ContactBody {
  name: string;
  email: string;
  message: string;
}

/** Issue 17: the agents (accounts with an agent profile), their pages and their contact form. */
const agents: FastifyPluginAsync = async (app) => {
  const url = (key: string) => app.images.url(key);
  const { messages: max, windowMs } = app.config.rateLimits;

  app.get<{ Querystring: Partial<AgentFilters> }>(
    '/',
    {
      schema: {
        tags: ['agents'],
        summary: 'The agents, each with its active listings count and verified flag',
        querystring: {
          type: 'object',
          properties: {
            query: { type: 'string', maxLength: 200 },
            specialty: { type: 'string', enum: [...AGENT_SPECIALTIES] },
            city: { type: 'string', maxLength: 80 },
            limit: { type: 'integer', minimum: 1, maximum: 100, default: 100 },
          },
        },
        response: { 200: okResponse('READ_SUCCESSFULLY'), 400: errorResponse },
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

  app.get<{ Params: { slug: string } }>(
    '/:slug',
    {
      schema: {
        tags: ['agents'],
        summary: 'One agent and their active public listings (newest first, 50 at most)',
        params: slugParams,
        response: { 200: okResponse('READ_SUCCESSFULLY'), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const row = await findAgentBySlug(app.db, request.params.slug);
      if (!row) throw notFound('Agent introuvable.');
      const listings = await app.db.query<ProductRow>(
        `SELECT ${PRODUCT_COLUMNS} FROM products WHERE user_id = $1 AND ${publicListing()}
         ORDER BY created_at DESC, id DESC LIMIT 50`,
        [row.user_id],
      );
      return envelope('READ_SUCCESSFULLY', {
        ...toAgentDto(row),
        products: listings.map((listing) => toProductDto(listing, url)),
      });
    },
  );

  app.post<{ Params: { slug: string }; Body: ContactBody }>(
    '/:slug/contact',
    {
      config: { rateLimit: { max, timeWindow: windowMs } },
      schema: {
        tags: ['agents', 'messages'],
        summary:
          "A visitor's message to an agent: in the agent's Messages, e-mailed to them (copy to the team)",
        params: slugParams,
        body: {
          type: 'object',
          required: ['name', 'email', 'message'],
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S' },
            email: emailSchema,
            message: { type: 'string', minLength: 1, maxLength: 5000, pattern: '\\S' },
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
      const agent = await findAgentBySlug(app.db, request.params.slug);
      if (!agent) throw notFound('Agent introuvable.');
      const { name, email } = request.body;
      const message = request.body.message.trim();
      const agentName = `${agent.first_name} ${agent.last_name}`.trim();
      const heading = `Message pour l'agent ${agentName} (${SPECIALTY_LABELS_FR[agent.specialty]}, ${agent.cities[0] ?? '—'}) :`;
      const id = randomUUID();
      await app.db.query(
        `INSERT INTO messages (id, kind, recipient_id, name, email, subject, body)
         VALUES ($1, 'agent', $2, $3, $4, $5, $6)`,
        [id, agent.user_id, name.trim(), email, 'Message depuis votre page d’agent', message],
      );
      // The agent gets it (the reply goes to the visitor); the team keeps a copy, as for every message of the site.
      const text = [heading, `De : ${name.trim()} <${email}>`, '', message].join('\n');
      const subject = `Immo237 — message pour ${agentName}`;
      await Promise.all(
        [agent.email, app.config.adminEmail].map((to) =>
          app.mailer
            .send({ to, subject, text, replyTo: email })
            .catch((err: unknown) => request.log.error({ err }, 'agent message mail failed')),
        ),
      );
      return reply.status(201).send(envelope('CREATED_SUCCESSFULLY', { id, sent: true }));
    },
  );
};

export default agents;
