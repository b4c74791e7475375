import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, badRequest, notFound } from '../../../../lib/errors.js';
import { acceptOneClickForms, oneClick, type OneClickRefusals } from '../../../../lib/one-click.js';
import { envelope } from '../../../../lib/reply.js';
import {
  createAlert,
  deleteAlert,
  listAlerts,
  toAlertDto,
  updateAlert,
  type AlertFilters,
} from '../../../../repositories/alerts.js';
import {
  ALERT_FILTER_KEYS,
  AlertChangeSchema,
  AlertParamsSchema as params,
  alertResponses,
  NewAlertSchema,
  UnsubscribeBodySchema,
  UnsubscribeQuerySchema,
} from '../../../../schemas/alerts.js';
import { bearer } from '../../../../schemas/common.js';
import { withoutBlankFilters } from '../../../../schemas/vocabulary.js';
import { ALERTS_PER_USER, describeFilters, unsubscribeByToken } from '../../../../services/alerts.js';

const UNSUBSCRIBE_ERRORS: OneClickRefusals = {
  INVALID_TOKEN: [400, 'Lien de désabonnement invalide.'],
  EXPIRED_TOKEN: [400, 'Ce lien de désabonnement a expiré : gérez vos alertes depuis « Mes alertes ».'],
  NOT_FOUND: [404, 'Cette alerte n’existe plus.'],
};

/** The filters an alert saves: blank values mean "no filter" (the search's rule, vocabulary.ts), text trimmed. */
const cleanFilters = (raw: AlertFilters | undefined) =>
  withoutBlankFilters(raw ?? {}, ALERT_FILTER_KEYS) as AlertFilters;

const withSummary = (alert: Parameters<typeof toAlertDto>[0]) => ({
  ...toAlertDto(alert),
  summary: describeFilters(alert.filters),
});

/**
 * Saved searches and alerts: the signed-in user's alerts under /user/alerts, and the one-click
 * unsubscribe of the alert mails (public: the signed token is the credential).
 */
const alerts: FastifyPluginAsyncTypebox = async (app) => {
  // Mail programs send RFC 8058's one-click unsubscribe as a form (`List-Unsubscribe=One-Click`): read here only.
  acceptOneClickForms(app);
  // A form's empty fields ('', as a search form sends them) mean "no filter": dropped before the schema's enums.
  app.addHook('preValidation', async (request) => {
    const body = request.body as { filters?: unknown } | undefined;
    const filters = body && typeof body === 'object' ? body.filters : undefined;
    if (!filters || typeof filters !== 'object' || Array.isArray(filters)) return;
    body!.filters = withoutBlankFilters(filters as Record<string, unknown>);
  });

  app.get(
    '/user/alerts',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['alerts'],
        summary: 'My alerts (saved searches), newest first, each with its filters in words',
        security: bearer,
        response: alertResponses.list,
      },
    },
    async (request) => {
      const rows = await listAlerts(app.db, request.userId as string);
      return envelope('READ_SUCCESSFULLY', rows.map(withSummary));
    },
  );

  app.post(
    '/user/alerts',
    {
      // Saved searches share the favourites' per-account write budget.
      onRequest: [app.authenticate, app.userLimit('favourites')],
      schema: {
        tags: ['alerts'],
        summary: `Save a search as an alert (at most ${ALERTS_PER_USER} per account; 'immediate' by default)`,
        security: bearer,
        body: NewAlertSchema,
        response: alertResponses.create,
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

  app.patch(
    '/user/alerts/:id',
    {
      onRequest: [app.authenticate, app.userLimit('favourites')],
      schema: {
        tags: ['alerts'],
        summary: 'Change how often an alert is checked, or pause / resume it',
        security: bearer,
        params,
        body: AlertChangeSchema,
        response: alertResponses.update,
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

  app.delete(
    '/user/alerts/:id',
    {
      onRequest: [app.authenticate, app.userLimit('favourites')],
      schema: {
        tags: ['alerts'],
        summary: 'Delete an alert',
        security: bearer,
        params,
        response: alertResponses.remove,
      },
    },
    async (request) => {
      if (!(await deleteAlert(app.db, request.userId as string, request.params.id)))
        throw notFound('Alerte introuvable.');
      return envelope('DELETED_SUCCESSFULLY', { id: request.params.id });
    },
  );

  app.post(
    '/alerts/unsubscribe',
    {
      config: {
        rateLimit: { max: app.config.rateLimits.reset * 6, timeWindow: app.config.rateLimits.windowMs },
      },
      schema: {
        tags: ['alerts'],
        summary:
          'One-click unsubscribe from an alert mail (no sign-in; the signed token of the mail): the alert is paused',
        querystring: UnsubscribeQuerySchema,
        body: UnsubscribeBodySchema,
        response: alertResponses.unsubscribe,
      },
    },
    async (request) => {
      const outcome = await oneClick(
        request.query.token ?? request.body?.token,
        UNSUBSCRIBE_ERRORS,
        (token) => unsubscribeByToken(app, token),
      );
      return envelope('UPDATED_SUCCESSFULLY', {
        id: outcome.id,
        paused: true as const,
        summary: describeFilters(outcome.filters),
      });
    },
  );
};

export default alerts;
