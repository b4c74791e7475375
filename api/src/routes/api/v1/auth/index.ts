import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { dummyHash } from '../../../../lib/passwords.js';
import emailVerification from './email-verification.js';
import passwordReset from './password-reset.js';
import session from './session.js';

/** '/auth': sign-up and the sessions, the e-mail address's confirmation, the password's reset. */
const auth: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onReady', async () => void (await dummyHash()));
  await app.register(session);
  await app.register(emailVerification);
  await app.register(passwordReset);
};

export default auth;
