import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ApiError, unauthorized } from '../../lib/errors.js';
import { verifyJwt } from '../../lib/tokens.js';
import { findSessionUser } from '../../repositories/sessions.js';
import { findAdminEmail } from '../../repositories/users.js';

/** Bearer access tokens: `authenticate` requires one, `optionalAuthenticate` reads it when present. */
export default fp(
  async (app) => {
    app.decorate('jwtKey', new TextEncoder().encode(app.config.jwtSecret));
    app.decorateRequest('userId', null);
    app.decorateRequest('adminEmail', null);

    async function readUser(request: FastifyRequest): Promise<string | null> {
      const header = request.headers.authorization;
      if (!header) return null;
      const [scheme, token] = header.split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized('Jeton d’accès invalide.');
      const result = await verifyJwt(app.jwtKey, 'access', token);
      if (!result.ok || typeof result.payload.sub !== 'string') {
        throw unauthorized(
          result.ok || !result.expired ? 'Jeton d’accès invalide.' : 'Jeton d’accès expiré.',
        );
      }
      // Sessions ended after this token was issued (logout, password reset) moved the account's session generation
      // on: the token's is then behind and refused. A token without one (issued before generations) is refused too.
      const generation = result.payload.gen;
      if (typeof generation !== 'number' || !Number.isInteger(generation))
        throw unauthorized('Jeton d’accès invalide.');
      const user = await findSessionUser(app.db, result.payload.sub, generation);
      if (!user) throw unauthorized('Compte introuvable ou désactivé.');
      return user.id;
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const id = await readUser(request);
      if (!id) throw unauthorized();
      request.userId = id;
    });
    app.decorate('optionalAuthenticate', async (request: FastifyRequest) => {
      request.userId = await readUser(request);
    });
    // Every /api/v1/admin call checks the role on the server, at each request (a role taken away
    // takes effect at once, whatever tokens were issued before).
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const id = await readUser(request);
      if (!id) throw unauthorized();
      request.userId = id;
      const adminEmail = await findAdminEmail(app.db, id);
      if (!adminEmail) throw new ApiError(403, 'USER_IS_NOT_ADMIN', 'Accès réservé aux administrateurs.');
      request.adminEmail = adminEmail;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
