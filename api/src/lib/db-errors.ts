/** Error codes of a database that cannot be reached or is restarting (Node's and PostgreSQL's SQLSTATE). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
  '57014', // query_canceled: statement_timeout (DB_STATEMENT_TIMEOUT_MS) stopped it, a lock held it too long
  '08000',
  '08001',
  '08003',
  '08004',
  '08006', // connection_failure
]);

/**
 * Whether an error means "the database is momentarily out of reach" (a restart, a network cut, a full pool, a
 * statement that ran past its time),
 * answered 503 with Retry-After rather than 500: the request can be tried again and will work once it is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  return (
    typeof message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
      message,
    )
  );
}
