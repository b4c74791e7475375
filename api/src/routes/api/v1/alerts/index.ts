import type { FastifyPluginAsync } from 'fastify';
import { ApiError, badRequest, notFound } from '../../../../lib/errors.js';
import { envelope } from '../../../../lib/reply.js';
import {
  ALERT_FILTER_KEYS,
  createAlert,
  deleteAlert,
  listAlerts,
  toAlertDto,
  updateAlert,
  type AlertFilters,
  type AlertFrequency,
} from '../../../../repositories/alerts.js';
import { bearer, errorResponse, okResponse, uuidSchema } from '../../../../schemas/common.js';
import { searchQuerySchema } from '../../../../schemas/search.js';
import { ALERTS_PER_USER, describeFilters, unsubscribeByToken } from '../../../../services/alerts.js';

/** The public search's filters (the same schema, so the same types and bounds), without paging, sort or map area. */
const filtersSchema = {
  type: 'object',
  properties: Object.fromEntries(ALERT_FILTER_KEYS.map((key) => [key, searchQuerySchema.properties[key]])),
} as const;
const frequencySchema = { type: 'string', enum: ['immediate', 'daily'] } as const;
const params = { type: 'object', required: ['id'], properties: { id: uuidSchema } } as const;
const tokenSchema = { type: 'string', minLength: 1, maxLength: 2048 } as const;

const UNSUBSCRIBE_ERRORS = {
  INVALID_TOKEN: [400, 'Lien de désabonnement invalide.'],
  EXPIRED_TOKEN: [400, 'Ce lien de désabonnement a expiré : gérez vos alertes depuis « Mes alertes ».'],
  NOT_FOUND: [404, 'Cette alerte n’existe plus.'],
} as const;

/** Blank values mean "no filter" (as on the search), and strings are kept trimmed. */
function cleanFilters(raw: Record<string, unknown> | undefined): AlertFilters {
  const filters: Record<string, unknown> = {};
  for (const key of ALERT_FILTER_KEYS) {
    const value = raw?.[key];
    if (value === undefined || value === null) continue;
    if (typeof value === 'string') {
      const trimmed = value.trim();
      if (trimmed) filters[key] = trimmed;
    } else filters[key] = value;
  }
  return filters as AlertFilters;
}

const withSummary = (alert: Parameters<typeof toAlertDto>[0]) => ({
  ...toAlertDto(alert),
  summary: describeFilters(alert.filters),
});

/**
 * Saved searches and alerts (issue 16, point 6): the signed-in user's alerts under /user/alerts, and the one-click
 * unsubscribe of the alert mails (public: the signed token is the credential).
 */
const alerts: FastifyPluginAsync = async (app) => {
  // Mail programs send RFC 8058's one-click unsubscribe as a form (`List-Unsubscribe=One-Click`): read here only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // A form's empty fields ('', as a search form sends them) mean "no filter": dropped before the schema's enums.
  app.addHook('preValidation', async (request) => {
    const body = request.body as { filters?: Record<string, unknown> } | undefined;
    const filters = body && typeof body === 'object' ? body.filters : undefined;
    if (!filters || typeof filters !== 'object' || Array.isArray(filters)) return;
    for (const [key, value] of Object.entries(filters)) if (value === '') delete filters[key];
  });

  app.get(
    '/user/alerts',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['alerts'],
        summary: 'My alerts (saved searches), newest first, each with its filters in words',
        security: bearer,
        response: { 200: okResponse('READ_SUCCESSFULLY'), 401: errorResponse },
      },
    },
    async (request) => {
      const rows = await listAlerts(app.db, request.userId as string);
      return envelope('READ_SUCCESSFULLY', rows.map(withSummary));
    },
  );

  app.post<{ Body: { filters: Record<string, unknown>; frequency?: AlertFrequency } }>(
    '/user/alerts',
    {
      // Saved searches share the favourites' per-account write budget.
      onRequest: [app.authenticate, app.userLimit('favourites')],
      schema: {
        tags: ['alerts'],
        summary: `Save a search as an alert (at most ${ALERTS_PER_USER} per account; 'immediate' by default)`,
        security: bearer,
        body: {
          type: 'object',
          required: ['filters'],
          properties: { filters: filtersSchema, frequency: frequencySchema },
        },
        response: {
          201: okResponse('CREATED_SUCCESSFULLY'),
          400: errorResponse,
          401: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const filters = cleanFilters(request.body.filters);
      const outcome = await createAlert(
        app.db,
        request.userId as string,
        filters,
        request.body.frequency ?? 'immediate',
        app.now(),
        ALERTS_PER_USER,
      );
      if (!outcome.ok && outcome.code === 'ALERTS_LIMIT_REACHED')
        throw new ApiError(
          409,
          'ALERTS_LIMIT_REACHED',
          `Vous avez déjà ${ALERTS_PER_USER} alertes : supprimez-en une dans « Mes alertes » pour en créer une autre.`,
        );
      if (!outcome.ok)
        throw new ApiError(409, 'ALERT_ALREADY_EXISTS', 'Vous avez déjà une alerte pour cette recherche.', {
          id: outcome.alert.id,
        });
      return reply.status(201).send(envelope('CREATED_SUCCESSFULLY', withSummary(outcome.alert)));
    },
  );

  app.patch<{ Params: { id: string }; Body: { frequency?: AlertFrequency; paused?: boolean } }>(
    '/user/alerts/:id',
    {
      onRequest: [app.authenticate, app.userLimit('favourites')],
      schema: {
        tags: ['alerts'],
        summary: 'Change how often an alert is checked, or pause / resume it',
        security: bearer,
        params,
        body: {
          type: 'object',
          properties: { frequency: frequencySchema, paused: { type: 'boolean' } },
        },
        response: {
          200: okResponse('UPDATED_SUCCESSFULLY'),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const { frequency, paused } = request.body ?? {};
      if (frequency === undefined && paused === undefined)
        throw badRequest('Indiquez la fréquence (frequency) ou la pause (paused).');
      const row = await updateAlert(app.db, request.userId as string, request.params.id, {
        frequency,
        paused,
      });
      if (!row) throw notFound('Alerte introuvable.');
      return envelope('UPDATED_SUCCESSFULLY', withSummary(row));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/user/alerts/:id',
    {
      onRequest: [app.authenticate, app.userLimit('favourites')],
      schema: {
        tags: ['alerts'],
        summary: 'Delete an alert',
        security: bearer,
        params,
        response: {
          200: okResponse('DELETED_SUCCESSFULLY'),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      if (!(await deleteAlert(app.db, request.userId as string, request.params.id)))
        throw notFound('Alerte introuvable.');
      return envelope('DELETED_SUCCESSFULLY', { id: request.params.id });
    },
  );

  app.post<{ Querystring: { token?: string }; Body: { token?: string } | undefined }>(
    '/alerts/unsubscribe',
    {
      config: {
        rateLimit: { max: app.config.rateLimits.reset * 6, timeWindow: app.config.rateLimits.windowMs },
      },
      schema: {
        tags: ['alerts'],
        summary:
          'One-click unsubscribe from an alert mail (no sign-in; the signed token of the mail): the alert is paused',
        querystring: { type: 'object', properties: { token: tokenSchema } },
        body: { type: ['object', 'null'], properties: { token: tokenSchema } },
        response: {
          200: okResponse('UPDATED_SUCCESSFULLY'),
          400: errorResponse,
          404: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const token = request.query.token ?? request.body?.token;
      if (!token) throw new ApiError(400, 'INVALID_TOKEN', UNSUBSCRIBE_ERRORS.INVALID_TOKEN[1]);
      const outcome = await unsubscribeByToken(app, token);
      if (!outcome.ok) {
        const [status, message] = UNSUBSCRIBE_ERRORS[outcome.code];
        throw new ApiError(status, outcome.code, message);
      }
      return envelope('UPDATED_SUCCESSFULLY', {
        id: outcome.id,
        paused: true,
        summary: describeFilters(outcome.filters),
      });
    },
  );
};

export default alerts;
