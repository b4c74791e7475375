import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '../../../../lib/reply.js';
import { dashboardCounts } from '../../../../repositories/admin.js';
import { adminResponses } from '../../../../schemas/admin.js';
import { bearer } from '../../../../schemas/common.js';
import { tags } from './shared.js';

/** '/admin/dashboard': the counts to act on. */
const dashboard: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags,
        summary: "'Tableau de bord': the counts to act on",
        security: bearer,
        response: adminResponses.dashboard,
      },
    },
    async () => envelope('SUCCESS', await dashboardCounts(app.db)),
  );
};

export default dashboard;
