import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, badRequest } from '../../../../lib/errors.js';
import { envelope } from '../../../../lib/reply.js';
import { journal, listUsers, setUserDisabled } from '../../../../repositories/admin.js';
import {
  AdminPageQuerySchema as pageQuery,
  AdminParamsSchema as idParams,
  adminResponses,
} from '../../../../schemas/admin.js';
import { bearer } from '../../../../schemas/common.js';
import { endAllSessions } from '../../../../services/sessions.js';
import { by, tags } from './shared.js';

/** '/admin/users': the accounts, disabled and enabled again. */
const users: FastifyPluginAsyncTypebox = async (app) => {
  // A write: counted against the administrator's budget, after the role check of the folder's plugin.
  const adminLimit = app.userLimit('admin');

  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'Users searched by name or e-mail',
        security: bearer,
        querystring: pageQuery,
        response: adminResponses.users,
      },
    },
    async (request) => {
      const { query, page, limit } = request.query;
      const { rows, total } = await listUsers(app.db, query, page, limit);
      return {
        statusCode: 'SUCCESS',
        data: rows.map((row) => ({
          id: row.id,
          email: row.email,
          firstname: row.first_name,
          lastname: row.last_name,
          role: row.role,
          disabled: row.disabled_at !== null,
          verified: row.verified_at !== null,
          listings: row.listings,
          createdAt: row.created_at.toISOString(),
        })),
        meta: { total, page, limit },
      };
    },
  );

  // 'Désactiver' and 'Réactiver': a disabled account cannot sign in, its sessions end at once and its listings
  // leave the public pages until it is reactivated.
  for (const [name, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/users/:id/${name}`,
      {
        onRequest: adminLimit,
        schema: {
          tags,
          summary: `User: ${name}`,
          security: bearer,
          params: idParams,
          response: adminResponses.userState,
        },
      },
      async (request) => {
        if (disabled && request.params.id === request.userId)
          throw badRequest('Un administrateur ne peut pas désactiver son propre compte.');
        const user = await app.db.transaction(async (tx) => {
          const row = await setUserDisabled(tx, request.params.id, disabled);
          if (!row) return undefined;
          if (disabled) await endAllSessions(tx, row.id);
          await journal(tx, {
            ...by(request),
            action: `user.${name}`,
            targetType: 'user',
            targetId: row.id,
            detail: row.email,
          });
          return row;
        });
        if (!user) throw new ApiError(404, 'USER_NOT_FOUND', 'Utilisateur introuvable.');
        return envelope('SUCCESS', { id: user.id, disabled });
      },
    );
  }
};

export default users;
