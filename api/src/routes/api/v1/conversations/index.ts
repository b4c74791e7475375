import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import messages from './messages.js';
import reads from './reads.js';
import reports from './reports.js';
import stream from './stream.js';
import threads from './threads.js';

/**
 * Discussions between members about listings (/api/v1/conversations): every route is the signed-in member's (this
 * plugin's hook, inherited by each file below: 401 without a session), and a discussion the caller does not take part
 * in answers 404 as one that does not exist. Each write counts against the account's budget of discussion writes
 * (`app.userLimit('conversations')`); messages also spend the hourly budgets (shared.ts).
 */
const conversations: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(threads);
  await app.register(messages);
  await app.register(reads);
  await app.register(reports);
  await app.register(stream);
};

export default conversations;
