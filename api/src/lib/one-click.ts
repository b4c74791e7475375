import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors.js';

/**
 * The one-click links of the mails ('Ne plus recevoir…'): public, the signed token of the mail is the credential.
 * The site's page sends it as JSON; mail programs send RFC 8058's one-click (`List-Unsubscribe=One-Click`) as a form,
 * which the plugin that calls this reads too (as a flat object of its fields).
 */
export function acceptOneClickForms(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

type Refusal = 'INVALID_TOKEN' | 'EXPIRED_TOKEN' | 'NOT_FOUND';
/** The answer to each refusal of a one-click link: its status and its message. */
export type OneClickRefusals = Record<Refusal, readonly [status: 400 | 404, message: string]>;

/**
 * Runs `decide` on a one-click link's token (from the address or the body): a missing token, or `decide`'s refusal, is
 * the ApiError `refusals` gives for it.
 */
export async function oneClick<T extends { ok: true }>(
  token: string | undefined,
  refusals: OneClickRefusals,
  decide: (token: string) => Promise<T | { ok: false; code: Refusal }>,
): Promise<T> {
  const outcome = token ? await decide(token) : ({ ok: false, code: 'INVALID_TOKEN' } as const);
  if (!outcome.ok) {
    const [status, message] = refusals[outcome.code];
    throw new ApiError(status, outcome.code, message);
  }
  return outcome;
}
