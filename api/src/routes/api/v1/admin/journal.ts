import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { journalPage } from '../../../../repositories/admin.js';
import { AdminPageQuerySchema as pageQuery, adminResponses } from '../../../../schemas/admin.js';
import { bearer } from '../../../../schemas/common.js';
import { tags } from './shared.js';

/** '/admin/journal': the record of every administrator's action. */
const journalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/journal',
    {
      schema: {
        tags,
        summary: 'Every admin action: who, what, on what, when',
        security: bearer,
        querystring: pageQuery,
        response: adminResponses.journal,
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await journalPage(app.db, page, limit);
      return {
        statusCode: 'SUCCESS',
        data: rows.map((row) => ({
          id: row.id,
          admin: row.admin_email,
          action: row.action,
          targetType: row.target_type,
          targetId: row.target_id,
          detail: row.detail,
          at: row.created_at.toISOString(),
        })),
        meta: { total, page, limit },
      };
    },
  );
};

export default journalRoutes;
