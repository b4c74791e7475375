import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '../../../../lib/reply.js';
import { bearer } from '../../../../schemas/common.js';
import { verificationResponses } from '../../../../schemas/verification.js';
import {
  readVerificationForm,
  requestVerification,
  verificationState,
} from '../../../../services/verifications.js';

/** 'Devenir annonceur vérifié': the member's own request and its state. */
const verification: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/verification',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['verification'],
        summary: 'My verification: NONE, PENDING, APPROVED or REFUSED (with the reason)',
        security: bearer,
        response: verificationResponses.state,
      },
    },
    async (request) =>
      envelope('READ_SUCCESSFULLY', await verificationState(app.db, request.userId as string)),
  );

  app.post(
    '/verification',
    {
      // The profile budget: a request is a profile change, and each one stores a decoded image.
      onRequest: [app.authenticate, app.userLimit('profile')],
      schema: {
        tags: ['verification'],
        summary:
          'Ask to become a verified advertiser: multipart with `phone` and one `document` (JPEG or PNG)',
        security: bearer,
        consumes: ['multipart/form-data'],
        response: verificationResponses.request,
      },
    },
    async (request, reply) => {
      const form = await readVerificationForm(request);
      const state = await requestVerification(app, request.userId as string, form);
      return reply.status(201).send(envelope('CREATED_SUCCESSFULLY', state));
    },
  );
};

export default verification;
