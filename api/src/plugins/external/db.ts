import path from 'node:path';
import fp from 'fastify-plugin';
import { openPglite, openPostgres, type Db } from '../../lib/db.js';

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR; migrations run before the app answers. */
export default fp<{ db?: Db }>(
  async (app, opts) => {
    const { config } = app;
    const db =
      opts.db ??
      (config.databaseUrl
        ? await openPostgres(config.databaseUrl, config.databaseSchema, config.dbTimeouts)
        : await openPglite(path.join(config.dataDir, 'pglite')));
    await db.migrate();
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      if (!opts.db) await db.close();
    });
    app.log.info({ database: db.kind }, 'database ready');
  },
  { name: 'db' },
);
