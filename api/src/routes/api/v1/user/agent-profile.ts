import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../../../lib/errors.js';
import { envelope } from '../../../../lib/reply.js';
import {
  deleteAgentProfile,
  findAgentByUser,
  saveAgentProfile,
  toAgentDto,
} from '../../../../repositories/agents.js';
import { findUserById } from '../../../../repositories/users.js';
import { AgentProfileBodySchema, AgentSchema, type AgentProfileBody } from '../../../../schemas/agents.js';
import { bearer, Envelope, errorResponse, errorResponses, Nullable } from '../../../../schemas/common.js';

type Body = AgentProfileBody;

const agentProfile: FastifyPluginAsync = async (app) => {
  app.get(
    '/agent-profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['agents'],
        summary: 'My agent profile (null when I have not declared myself an agent)',
        security: bearer,
        response: { 200: Envelope(Nullable(AgentSchema), 'READ_SUCCESSFULLY'), 401: errorResponse },
      },
    },
    async (request) => {
      const row = await findAgentByUser(app.db, request.userId as string);
      return envelope('READ_SUCCESSFULLY', row ? toAgentDto(row) : null);
    },
  );

  const save = async (userId: string, body: Body) => {
    const user = await findUserById(app.db, userId);
    if (!user) throw notFound('Utilisateur introuvable.');
    const created = await saveAgentProfile(
      app.db,
      { id: user.id, firstName: user.first_name, lastName: user.last_name },
      {
        specialty: body.specialty,
        cities: body.cities.map((city) => city.trim()),
        languages: body.languages,
        experience: body.experience,
        presentation: (body.presentation ?? '').trim(),
        showPhone: body.showPhone ?? false,
        photo: body.photo || null,
      },
    );
    const row = await findAgentByUser(app.db, userId);
    return { created, data: toAgentDto(row!) };
  };

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route<{ Body: Body }>({
      method,
      url: '/agent-profile',
      onRequest: [app.authenticate, app.userLimit('profile')],
      schema: {
        tags: ['agents'],
        summary: "Declare 'Je suis agent immobilier' or update the agent profile (201 when created)",
        security: bearer,
        body: AgentProfileBodySchema,
        response: {
          200: Envelope(AgentSchema, 'UPDATED_SUCCESSFULLY'),
          201: Envelope(AgentSchema, 'CREATED_SUCCESSFULLY'),
          ...errorResponses(400, 401, 404, 429),
        },
      },
      handler: async (request, reply) => {
        const { created, data } = await save(request.userId as string, request.body);
        return reply
          .status(created ? 201 : 200)
          .send(envelope(created ? 'CREATED_SUCCESSFULLY' : 'UPDATED_SUCCESSFULLY', data));
      },
    });
  }

  app.delete(
    '/agent-profile',
    {
      onRequest: [app.authenticate, app.userLimit('profile')],
      schema: {
        tags: ['agents'],
        summary: 'Withdraw my agent profile (my page leaves the site; my listings stay)',
        security: bearer,
        response: {
          200: Envelope(Type.Null(), 'DELETED_SUCCESSFULLY'),
          ...errorResponses(401, 404, 429),
        },
      },
    },
    async (request) => {
      if (!(await deleteAgentProfile(app.db, request.userId as string)))
        throw notFound('Aucun profil d’agent.');
      return envelope('DELETED_SUCCESSFULLY', null);
    },
  );
};

export default agentProfile;
