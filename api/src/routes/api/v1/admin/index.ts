import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import conversationReports from './conversation-reports.js';
import dashboard from './dashboard.js';
import journal from './journal.js';
import listings from './listings.js';
import messages from './messages.js';
import ratingReports from './rating-reports.js';
import reports from './reports.js';
import users from './users.js';
import verifications from './verifications.js';

/**
 * The administrators' API: every route checks the ADMIN role on the server (403
 * USER_IS_NOT_ADMIN otherwise, 401 without a session), and every action is journaled in the same transaction.
 *
 * The role check is this plugin's hook, added before the files below are registered: each of them inherits it,
 * once, and no route of this folder can be registered without it. Every decision is a write (a transaction, a
 * journal line, often a mail or files removed): its route counts it against a budget per administrator
 * (`app.userLimit('admin')`, one budget shared by every file), after the role check (plugin hooks run before the
 * routes' own).
 */
const admin: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  await app.register(dashboard);
  await app.register(reports);
  await app.register(conversationReports);
  await app.register(ratingReports);
  await app.register(listings);
  await app.register(users);
  await app.register(messages);
  await app.register(verifications);
  await app.register(journal);
};

export default admin;
