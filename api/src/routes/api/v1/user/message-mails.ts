import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../../lib/errors.js';
import { envelope } from '../../../../lib/reply.js';
import { findMessageMails, setMessageMails } from '../../../../repositories/message-mails.js';
import { bearer } from '../../../../schemas/common.js';
import { MessageMailsSchema, messageMailsResponses } from '../../../../schemas/message-mails.js';

const tags = ['conversations'];

/** 'Notifications par e-mail': whether the member is mailed about new messages of their discussions. */
const messageMails: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/message-mails',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Whether I get e-mails about new messages',
        security: bearer,
        response: messageMailsResponses.read,
      },
    },
    async (request) => {
      const enabled = await findMessageMails(app.db, request.userId as string);
      if (enabled === undefined) throw notFound('Compte introuvable.');
      return envelope('READ_SUCCESSFULLY', { enabled });
    },
  );

  app.put(
    '/message-mails',
    {
      onRequest: [app.authenticate, app.userLimit('profile')],
      schema: {
        tags,
        summary: 'Turn e-mails about new messages on or off',
        security: bearer,
        body: MessageMailsSchema,
        response: messageMailsResponses.update,
      },
    },
    async (request) => {
      const enabled = await setMessageMails(app.db, request.userId as string, request.body.enabled);
      if (enabled === undefined) throw notFound('Compte introuvable.');
      return envelope('UPDATED_SUCCESSFULLY', { enabled });
    },
  );
};

export default messageMails;
