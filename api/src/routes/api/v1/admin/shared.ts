import type { FastifyRequest } from 'fastify';
import type { AdminAction } from '../../../../repositories/admin.js';

/** The OpenAPI tag of every administrators' route. */
export const tags = ['admin'];

/** The administrator a journal line names: the signed-in account the role check let through. */
export const by = (
  request: Pick<FastifyRequest, 'userId' | 'adminEmail'>,
): Pick<AdminAction, 'adminId' | 'adminEmail'> => ({
  adminId: request.userId as string,
  adminEmail: request.adminEmail as string,
});
