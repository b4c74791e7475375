import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../../../lib/errors.js';
import { envelope } from '../../../../lib/reply.js';
import {
  AGENT_LANGUAGES,
  AGENT_SPECIALTIES,
  deleteAgentProfile,
  findAgentByUser,
  saveAgentProfile,
  toAgentDto,
  type AgentProfileInput,
} from '../../../../repositories/agents.js';
import { findUserById } from '../../../../repositories/users.js';
import { AgentSchema } from '../../../../schemas/agents.js';
import { bearer, Envelope, errorResponse, Nullable } from '../../../../schemas/common.js';

/** 'Je suis agent immobilier' (issue 17): the whole profile is sent each time (PUT, or PATCH as a synonym). */
const agentProfileBody = {
  type: 'object',
  required: ['specialty', 'cities', 'languages', 'experience'],
  properties: {
    specialty: { type: 'string', enum: [...AGENT_SPECIALTIES] },
    cities: {
      type: 'array',
      minItems: 1,
      maxItems: 10,
      uniqueItems: true,
      items: { type: 'string', minLength: 1, maxLength: 60, pattern: '^[^<>]*\\S[^<>]*$' },
    },
    languages: {
      type: 'array',
      minItems: 1,
      maxItems: AGENT_LANGUAGES.length,
      uniqueItems: true,
      items: { type: 'string', enum: [...AGENT_LANGUAGES] },
    },
    experience: { type: 'integer', minimum: 0, maximum: 70 },
    presentation: { type: 'string', maxLength: 1000 },
    showPhone: { type: 'boolean', default: false },
    // An upload of the site or an https address; '' or null: the initials portrait.
    photo: {
      anyOf: [
        { type: 'string', maxLength: 500, pattern: '^(|/uploads/[A-Za-z0-9._/-]+|https://[^\\s<>"]+)$' },
        { type: 'null' },
      ],
    },
  },
} as const;

type Body = Omit<AgentProfileInput, 'presentation' | 'photo' | 'showPhone'> & {
  presentation?: string;
  photo?: string | null;
  showPhone?: boolean;
};

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
        body: agentProfileBody,
        response: {
          200: Envelope(AgentSchema, 'UPDATED_SUCCESSFULLY'),
          201: Envelope(AgentSchema, 'CREATED_SUCCESSFULLY'),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          429: errorResponse,
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
          401: errorResponse,
          404: errorResponse,
          429: errorResponse,
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
