import { setTimeout } from 'node:timers/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LOGIN_ACCOUNT_DEFAULTS,
  RATE_LIMIT_NAMESPACE_DEFAULT,
  SESSIONS_DEFAULT,
} from '../../../../config.js';
import { attemptCounter, loginDelayMs, oneAtATime } from '../../../../lib/attempts.js';
import { ApiError, badRequest } from '../../../../lib/errors.js';
import { sendVerificationMail } from '../../../../lib/mails.js';
import { dummyHash, hashPassword, verifyPassword } from '../../../../lib/passwords.js';
import { envelope } from '../../../../lib/reply.js';
import { findUserByEmail, grantAdmin, insertUser, toUserDto } from '../../../../repositories/users.js';
import {
  authResponses,
  DoneResponse,
  LoginBodySchema,
  RefreshBodySchema,
  SignupBodySchema,
} from '../../../../schemas/auth.js';
import { errorResponses } from '../../../../schemas/common.js';
import {
  endAllSessions,
  issueSession,
  refreshTokenOwner,
  rotateSession,
} from '../../../../services/sessions.js';
import { addressLimit, normalisedEmail } from './shared.js';

/** Sign-in attempts on one account that may wait for their turn (the running one included). */
export const LOGIN_QUEUE_PER_ACCOUNT = 20;

/** '/auth/signup', '/auth/login', '/auth/refresh', '/auth/logout': the account and its sessions. */
const session: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.rateLimits;
  const limit = addressLimit(app);
  // Per account and address as well as per address: the key is the normalised e-mail, known or not (so the limit
  // reveals nothing), with the client's address, so a guesser locks out only their own address.
  const accountLimit = app.createRateLimit({
    max: limits.loginAccount ?? LOGIN_ACCOUNT_DEFAULTS.loginAccount,
    timeWindow: limits.loginAccountWindowMs ?? LOGIN_ACCOUNT_DEFAULTS.loginAccountWindowMs,
    keyGenerator: (request) => `login-account:${normalisedEmail(request)}:${request.ip}`,
  });
  // Failed logins per account from every address: growing delays, never a lock.
  const failures = attemptCounter({
    windowMs: limits.loginAccountWindowMs ?? LOGIN_ACCOUNT_DEFAULTS.loginAccountWindowMs,
    redis: app.redis,
    namespace: `${app.config.rateLimitNamespace ?? RATE_LIMIT_NAMESPACE_DEFAULT}login-failures:`,
  });
  const slowPolicy = {
    after: limits.loginSlowAfter ?? LOGIN_ACCOUNT_DEFAULTS.loginSlowAfter,
    baseMs: limits.loginSlowBaseMs ?? LOGIN_ACCOUNT_DEFAULTS.loginSlowBaseMs,
    maxMs: limits.loginSlowMaxMs ?? LOGIN_ACCOUNT_DEFAULTS.loginSlowMaxMs,
  };
  // Sign-in attempts per account queued behind the running one; past that a 429 at once (the queue is bounded so
  // that a flood on one account cannot hold an unbounded number of requests open).
  const signIns = oneAtATime(LOGIN_QUEUE_PER_ACCOUNT);

  app.post(
    '/signup',
    {
      config: limit(limits.signup),
      schema: {
        tags: ['auth'],
        summary: 'Create an account (body with firstName, or with fullname + pseudo as some screens send)',
        body: SignupBodySchema,
        response: authResponses.signup,
      },
    },
    async (request, reply) => {
      const body = request.body;
      const firstName = (body.firstName ?? body.fullname)?.trim();
      if (!firstName) throw badRequest('Le prénom est requis.');
      const lastName = body.lastName.trim();
      const pseudo = (body.pseudo?.trim() || `${firstName} ${lastName}`).slice(0, 60);
      const user = await insertUser(app.db, {
        email: body.email.trim(),
        passwordHash: await hashPassword(body.password),
        firstName,
        lastName,
        pseudo: pseudo.length >= 3 ? pseudo : pseudo.padEnd(3, '_'),
        language: body.language ?? 'fr',
      });
      if (!user)
        throw new ApiError(409, 'USER_ALREADY_EXISTS', 'Un compte existe déjà avec cette adresse e-mail.');
      await sendVerificationMail(app, user.email, user.first_name, user.language).catch((err: unknown) =>
        request.log.error({ err }, 'verification mail failed'),
      );
      return reply.status(201).send(envelope('SIGNUP_SUCCESSFULL', toUserDto(user)));
    },
  );

  app.post(
    '/login',
    {
      config: limit(limits.login),
      schema: {
        tags: ['auth'],
        summary:
          'Sign in: the user fields plus accessToken{token,expiresIn} and refreshToken{token,expiresIn}',
        body: LoginBodySchema,
        response: authResponses.login,
      },
    },
    async (request, reply) => {
      const account = await accountLimit(request);
      if (!account.isAllowed && account.isExceeded) {
        reply.header('retry-after', String(account.ttlInSeconds));
        throw new ApiError(
          429,
          'TOO_MANY_REQUESTS',
          `Trop de tentatives sur ce compte : réessayez dans ${account.ttlInSeconds} secondes.`,
        );
      }
      const key = normalisedEmail(request);
      const { email, password } = request.body;
      // One attempt per account at a time: each waits the delay its predecessors' failures set, so guesses sent
      // at once from many addresses are slowed one after the other, not all let through before the first fails.
      const attempt = await signIns.run(key, async () => {
        const wait = loginDelayMs(await failures.count(key), slowPolicy);
        if (wait > 0) await setTimeout(wait);
        const found = await findUserByEmail(app.db, email.trim());
        // Unknown e-mail and wrong password: same work, same answer, same count.
        const ok = await verifyPassword(password, found?.password_hash ?? (await dummyHash()));
        if (!found || !ok) {
          await failures.fail(key);
          return undefined;
        }
        await failures.clear(key);
        return found;
      });
      if (!attempt) {
        const seconds = Math.ceil(slowPolicy.maxMs / 1000);
        reply.header('retry-after', String(seconds));
        throw new ApiError(
          429,
          'TOO_MANY_REQUESTS',
          `Trop de tentatives sur ce compte : réessayez dans ${seconds} secondes.`,
        );
      }
      const user = attempt.value;
      if (!user) throw new ApiError(401, 'PASSWORDS_MISMATCH', 'Email ou mot de passe incorrect.');
      if (user.disabled_at) throw new ApiError(403, 'USER_DISABLED_BY_ADMIN', 'Ce compte a été désactivé.');
      // ADMIN_EMAILS: an address named there becomes an administrator when it signs in (so it can sign up first),
      // once the address is confirmed: anyone can sign up with any address, only its owner can open the link. A
      // changed address is unconfirmed again until its own link is opened (routes/api/v1/user, update-profile).
      const signedIn =
        user.role !== 'ADMIN' &&
        user.email_verified_at !== null &&
        app.config.adminEmails?.includes(user.email.normalize('NFKC').toLowerCase())
          ? ((await grantAdmin(app.db, user.email, { verifiedOnly: true })) ?? user)
          : user;
      const session = await issueSession(app, user.id);
      return envelope('SUCCESS', { ...toUserDto(signedIn), ...session });
    },
  );

  // Refresh and logout: a budget per client address (what a token never issued costs: one indexed read) and one
  // per account, so one account's tokens cannot be cycled from many addresses. The account is
  // the owner of the refresh token, found before anything else: keying on the token's hash instead would need no
  // read, but a refresh rotates the token, so every new token would start a fresh budget and a refresh loop would
  // never meet the limit; the read is the unique index on token_hash, which rotation and logout read anyway.
  const sessions = limits.sessions ?? SESSIONS_DEFAULT;
  const sessionsLimit = { rateLimit: { max: sessions, timeWindow: limits.windowMs } };
  const sessionsPerAccount = app.accountLimit('sessions', { max: sessions, timeWindow: limits.windowMs });

  app.post(
    '/refresh',
    {
      config: sessionsLimit,
      schema: {
        tags: ['auth'],
        summary: 'New access token; the refresh token is rotated (the old one stops working)',
        body: RefreshBodySchema,
        response: authResponses.refresh,
      },
    },
    async (request, reply) => {
      const owner = await refreshTokenOwner(app, request.body.refreshToken);
      // Checked before the rotation: a refused refresh leaves the token usable once the wait is over.
      if (owner) await sessionsPerAccount(request, reply, owner);
      const session = await rotateSession(app, request.body.refreshToken);
      return envelope('CREATED_SUCCESSFULLY', {
        token: session.accessToken.token,
        expiresIn: session.accessToken.expiresIn,
        ...session,
      });
    },
  );

  app.post(
    '/logout',
    {
      config: sessionsLimit,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the refresh token (and its family)',
        body: RefreshBodySchema,
        response: { 200: DoneResponse('SUCCESS'), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      // Ends every session of the token's account, access tokens included; quietly nothing for an unknown token.
      const owner = await refreshTokenOwner(app, request.body.refreshToken);
      if (owner) {
        await sessionsPerAccount(request, reply, owner);
        await endAllSessions(app.db, owner);
      }
      return envelope('SUCCESS', null);
    },
  );
};

export default session;
