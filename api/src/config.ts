import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpush from 'web-push';
import { fileClock } from './lib/test-clock.js';
import { parseTrustProxy } from './lib/trust-proxy.js';

/** The repository root: this file sits in api/src (or api/dist once built). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface RateLimits {
  login: number;
  signup: number;
  reset: number;
  messages: number;
  /** Window of every limit, in milliseconds. */
  windowMs: number;
  /**
   * Login attempts per account and address (the normalised e-mail from one client address) in
   * `loginAccountWindowMs`: the guesser's address is stopped, the owner signing in from elsewhere is not.
   * Optional so that a test can give only the per-IP limits.
   */
  loginAccount?: number;
  loginAccountWindowMs?: number;
  /**
   * Failed logins on one account from every address in `loginAccountWindowMs`: past `loginSlowAfter` each login
   * on the account waits `loginSlowBaseMs`, doubling with each failure up to `loginSlowMaxMs` (growing delays, a
   * brute force spread over many addresses crawls, and the owner is never locked out).
   */
  loginSlowAfter?: number;
  loginSlowBaseMs?: number;
  loginSlowMaxMs?: number;
  /** Verification e-mails per account (resend, e-mail change) per hour, on top of the per-address limit. */
  verificationMailsPerAccount?: number;
  /** Writes per signed-in account in `windowMs` (USER_WRITE_DEFAULTS for those left out). */
  userWrites?: Partial<UserWrites>;
  /** Token refreshes and logouts per client address, and per account (the token's owner), in `windowMs`. */
  sessions?: number;
  /** Listing reports per client address and hour (PER_ADDRESS_LIMITS' when left out). */
  reportsPerHour?: number;
  /** Taps on a listing's 'Appeler' or 'WhatsApp' per client address and minute. */
  tapsPerMinute?: number;
  /** Detail pages counted as viewed per client address and minute. */
  viewsPerMinute?: number;
  /** Discussions one account may open, and messages it may send, per hour (CONVERSATION_LIMIT_DEFAULTS if left out). */
  conversationsPerHour?: number;
  conversationMessagesPerHour?: number;
}

/** Per-account budgets of repeated writes, per `windowMs` (one minute). */
export interface UserWrites {
  /** Listing create, update, delete (each may carry ten photos to decode). */
  listings: number;
  favourites: number;
  /** Profile changes. */
  profile: number;
  /** An administrator's decisions (moderation, accounts, messages, verifications). */
  admin: number;
  /** Discussion writes (messages, read marks, reports, blocks), on top of the hourly budgets of messages. */
  conversations: number;
}

export const USER_WRITE_DEFAULTS: UserWrites = {
  listings: 20,
  favourites: 60,
  profile: 10,
  admin: 60,
  conversations: 60,
};

/**
 * Per account and hour: new discussions (each reaches someone who never heard of the sender) and messages. Enough
 * for a seeker writing to a dozen owners in an evening, not for a spammer. CONVERSATIONS_PER_HOUR and
 * CONVERSATION_MESSAGES_PER_HOUR change them; RATE_LIMIT_FACTOR and USER_WRITE_FACTOR multiply them.
 */
export const CONVERSATION_LIMIT_DEFAULTS = { conversationsPerHour: 20, conversationMessagesPerHour: 120 };
export const SESSIONS_DEFAULT = 30;
export const REPORTS_MIN_ACCOUNT_AGE_DAYS_DEFAULT = 7;

/**
 * Every limit per client address (a route's `config.rateLimit`), before RATE_LIMIT_FACTOR: `windowMs` (a minute)
 * unless the name says otherwise. The factor is applied to this list as a whole (`perAddressLimits`), so a limit
 * added here is scaled with the others, and one kept elsewhere would be seen by test/security/rate-limit-factor.
 */
export const PER_ADDRESS_LIMITS = {
  login: 10,
  signup: 10,
  reset: 5,
  messages: 5,
  sessions: SESSIONS_DEFAULT,
  /** Visitors may report a listing without an account. */
  reportsPerHour: 10,
  /** Enough for anyone, not for inflating an owner's figures. */
  tapsPerMinute: 30,
  /** A brisk visitor's browsing, not a script's. */
  viewsPerMinute: 60,
} as const;

/** PER_ADDRESS_LIMITS multiplied by RATE_LIMIT_FACTOR: the one place the factor meets the per-address limits. */
export const perAddressLimits = (factor: number): { [K in keyof typeof PER_ADDRESS_LIMITS]: number } => ({
  login: PER_ADDRESS_LIMITS.login * factor,
  signup: PER_ADDRESS_LIMITS.signup * factor,
  reset: PER_ADDRESS_LIMITS.reset * factor,
  messages: PER_ADDRESS_LIMITS.messages * factor,
  sessions: PER_ADDRESS_LIMITS.sessions * factor,
  reportsPerHour: PER_ADDRESS_LIMITS.reportsPerHour * factor,
  tapsPerMinute: PER_ADDRESS_LIMITS.tapsPerMinute * factor,
  viewsPerMinute: PER_ADDRESS_LIMITS.viewsPerMinute * factor,
});

/** VERIFICATION_DOCUMENT_DAYS when left out. */
export const VERIFICATION_DOCUMENT_DAYS_DEFAULT = 90;

/** PRICE_MIN_COUNT when left out: a price figure needs this many listings behind it, or is not shown. */
export const PRICE_MIN_COUNT_DEFAULT = 5;
/** LOW_PRICE_RATIO when left out: a listing below this share of its quartier's median is flagged. */
export const LOW_PRICE_RATIO_DEFAULT = 0.4;

/** SEARCH_ANSWERS_MB when left out. */
export const SEARCH_ANSWERS_DEFAULT_MB = 16;

export const RATE_LIMIT_NAMESPACE_DEFAULT = 'immo237-rl-';

export const LOGIN_ACCOUNT_DEFAULTS = {
  loginAccount: 10,
  loginAccountWindowMs: 15 * 60_000,
  loginSlowAfter: 5,
  loginSlowBaseMs: 500,
  loginSlowMaxMs: 10_000,
  verificationMailsPerAccount: 3,
};

/** Load shedding (@fastify/under-pressure): past these the API answers 503 with Retry-After; 0 turns a check off. */
export interface PressureLimits {
  maxEventLoopDelayMs: number;
  maxHeapUsedBytes: number;
  maxRssBytes: number;
  retryAfterSeconds: number;
}

export const PRESSURE_DEFAULTS: PressureLimits = {
  maxEventLoopDelayMs: 1000,
  maxHeapUsedBytes: 0,
  maxRssBytes: 1536 * 1024 * 1024,
  retryAfterSeconds: 5,
};

/**
 * How long a client may take (REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS, IDLE_TIMEOUT_MS): a slow or stalled
 * client (a slowloris) cannot hold a connection forever. The request time allows ten photos over slow mobile data.
 */
export interface Timeouts {
  /** The whole request, headers and body. */
  requestMs: number;
  /** The headers alone. */
  headersMs: number;
  /** A connection with nothing received or sent. */
  idleMs: number;
  /**
   * A kept-alive connection between two requests (KEEP_ALIVE_TIMEOUT_MS). Longer than a load balancer's or a client's
   * own idle time, so the server never closes a socket the other side is about to send on (Node's 5 s default
   * makes the balancer, or a client reusing its connection, meet a reset now and then).
   */
  keepAliveMs: number;
}

export const TIMEOUT_DEFAULTS: Timeouts = {
  requestMs: 120_000,
  headersMs: 15_000,
  idleMs: 120_000,
  keepAliveMs: 65_000,
};

/** How long PostgreSQL may take (DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS); 0 turns a limit off. */
export interface DbTimeouts {
  /** Opening a connection, the server's first answer included. */
  connectMs: number;
  /** One statement, lock waits included (PostgreSQL's statement_timeout, set on every pooled connection). */
  statementMs: number;
}

export const DB_TIMEOUT_DEFAULTS: DbTimeouts = { connectMs: 5_000, statementMs: 15_000 };

/**
 * Object storage for images: an S3-compatible bucket instead of DATA_DIR/uploads, chosen by S3_BUCKET.
 * Credentials are AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (+ AWS_SESSION_TOKEN); without them the SDK's own chain
 * applies (instance role, profile).
 */
export interface S3Config {
  /** S3_ENDPOINT: an S3-compatible server (MinIO, R2, Scaleway…); null is AWS itself. */
  endpoint: string | null;
  /** S3_REGION (us-east-1 when left out). */
  region: string;
  /** S3_BUCKET: photos under `products/`, identity documents under `private/` unless S3_PRIVATE_BUCKET is set. */
  bucket: string;
  /** S3_PRIVATE_BUCKET: a second bucket, never publicly readable, for the private files (null: `private/` in bucket). */
  privateBucket: string | null;
  /** S3_PUBLIC_URL without its trailing slash: where browsers read `<key>` (a CDN, or the bucket's own address). */
  publicUrl: string;
  /** S3_FORCE_PATH_STYLE: `<endpoint>/<bucket>/<key>` addresses, for local servers that have no bucket host names. */
  forcePathStyle: boolean;
  /** From AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY in the environment given; null lets the SDK find them. */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | null;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL schema to use (tests run one schema per file). */
  databaseSchema: string | null;
  /**
   * PostgreSQL's connection and statement timeouts (DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS): past them a
   * request answers 503 with Retry-After. Optional so that a test can leave it out: DB_TIMEOUT_DEFAULTS then apply.
   */
  dbTimeouts?: DbTimeouts;
  jwtSecret: string;
  /**
   * The site's VAPID keys, which sign its Web Push requests (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY), and the contact the
   * push services are given (VAPID_SUBJECT, a mailto: of the site). Optional so that a test can leave it out: push
   * notifications are then not sent and the public key is not served.
   */
  vapid?: VapidKeys | null;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  smtpUrl: string | null;
  mailFrom: string;
  adminEmail: string;
  publicUrl: string;
  corsOrigins: string[];
  /**
   * The proxies whose X-Forwarded-For names the client (TRUST_PROXY; loopback by default: the shell's server on
   * the same machine). Optional so that a test can leave it out.
   */
  trustProxy?: string[];
  redisUrl: string | null;
  /**
   * Prefix of the rate-limit keys in Redis (RATE_LIMIT_NAMESPACE): separate sites, or test runs, can share one
   * Redis without sharing counters. Optional so that a test can leave it out: RATE_LIMIT_NAMESPACE_DEFAULT applies.
   */
  rateLimitNamespace?: string;
  /** This process's name (INSTANCE_ID), sent as `x-served-by` on every answer; null sends nothing. */
  instanceId?: string | null;
  logLevel: string;
  seed: boolean;
  rateLimits: RateLimits;
  /** Optional so that a test can leave it out: PRESSURE_DEFAULTS then apply. */
  pressure?: PressureLimits;
  /** Optional so that a test can leave it out: TIMEOUT_DEFAULTS then apply. */
  timeouts?: Timeouts;
  /** Distinct reporters that hold a listing for review (REPORTS_THRESHOLD in services/reports.ts when left out). */
  reportsThreshold?: number;
  /**
   * Days an account must have existed, its address confirmed, before its reports count towards holding a listing
   * (REPORTS_MIN_ACCOUNT_AGE_DAYS; REPORTS_MIN_ACCOUNT_AGE_DAYS_DEFAULT when left out). Younger or unconfirmed
   * accounts' reports still reach the moderators.
   */
  reportsMinAccountAgeDays?: number;
  /** The e-mails whose accounts are administrators (ADMIN_EMAILS, comma-separated; lower-cased). */
  adminEmails?: string[];
  /** Seconds between two rounds of the periodic work (JOBS_INTERVAL_S; 0 or left out: no schedule). */
  jobsIntervalS?: number;
  /**
   * Seconds between two rounds of the alerts (ALERTS_INTERVAL_S, 300 by default: immediate alerts are checked each
   * round, daily ones once a day; 0 or left out: no schedule).
   */
  alertsIntervalS?: number;
  /**
   * Seconds between two rounds of the mails about unread messages (MESSAGE_MAILS_INTERVAL_S, 60 by default; 0 or
   * left out: no schedule).
   */
  messageMailsIntervalS?: number;
  /**
   * Seconds a discussion stays quiet with messages unread before its member is mailed (MESSAGE_MAIL_QUIET_S, 120 by
   * default): a member on the site reads them first, and a burst of messages makes one mail.
   */
  messageMailQuietS?: number;
  /**
   * Bytes of public search answers kept as serialised JSON per data version (SEARCH_ANSWERS_MB, 16 MB by default;
   * 0: none kept, every search reads the database — its count is still reused while the data is unchanged).
   */
  searchAnswerCacheBytes?: number;
  /**
   * Days an identity document of a verification request nobody decided is kept (VERIFICATION_DOCUMENT_DAYS, 90 by
   * default): past them the periodic work deletes it and closes the request, which the member may send again.
   */
  verificationDocumentDays?: number;
  /**
   * Listings a price figure of /prix needs behind it, else it is not shown nor compared with (PRICE_MIN_COUNT,
   * PRICE_MIN_COUNT_DEFAULT when left out).
   */
  priceMinCount?: number;
  /**
   * A listing priced below this share of its quartier's median for the same type and size is flagged
   * (LOW_PRICE_RATIO, LOW_PRICE_RATIO_DEFAULT when left out; 0 flags none).
   */
  lowPriceRatio?: number;
  /**
   * The application's clock (visits, periodic work; tests move it); the real one when left out. TEST_CLOCK_FILE, for
   * the e2e site only, moves it by the seconds written in that file (never set on a real site).
   */
  clock?: () => Date;
  /** Object storage for images (S3_*); null or left out: DATA_DIR/uploads and DATA_DIR/private. */
  s3?: S3Config | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function parseUrl(value: string, protocols: string[]): URL | null {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

/**
 * The secret signing tokens: JWT_SECRET, else (embedded database only) one generated on first start and kept in
 * DATA_DIR. With DATABASE_URL several processes on several machines share the data, so they must share the secret:
 * one generated on this machine's disk would make every other process refuse this one's tokens.
 */
function loadSecret(
  dataDir: string,
  fromEnv: string | undefined,
  databaseUrl: string | null,
  problems: string[],
): string {
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < 32) problems.push('JWT_SECRET must be at least 32 characters long.');
    return fromEnv;
  }
  if (databaseUrl) {
    problems.push(
      'JWT_SECRET must be set when DATABASE_URL is: every API process on the database must sign with the same ' +
        'secret, from the environment (at least 32 characters, from the secret store), not one kept on this ' +
        "machine's disk. After a move from the embedded database, the value in DATA_DIR/jwt-secret keeps sessions " +
        'and mailed links valid.',
    );
    return '';
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The VAPID keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together, else (embedded database only) a pair generated on
 * first start and kept in DATA_DIR/vapid-keys.json. With DATABASE_URL every process must sign with the same pair (the
 * browsers' subscriptions are bound to its public key), so it must come from the environment, as JWT_SECRET does.
 */
function loadVapid(
  dataDir: string,
  str: (name: string) => string | undefined,
  subject: string,
  databaseUrl: string | null,
  problems: string[],
): VapidKeys | null {
  const publicKey = str('VAPID_PUBLIC_KEY');
  const privateKey = str('VAPID_PRIVATE_KEY');
  if (publicKey || privateKey) {
    if (!publicKey || !privateKey) {
      problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together.');
      return null;
    }
    try {
      webpush.setVapidDetails(subject, publicKey, privateKey);
    } catch (err) {
      problems.push(
        `VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT are refused: ${(err as Error).message}`,
      );
      return null;
    }
    return { publicKey, privateKey, subject };
  }
  if (databaseUrl) {
    problems.push(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set when DATABASE_URL is: every API process must sign push ' +
        'notifications with the same pair (`npx web-push generate-vapid-keys` makes one). After a move from the ' +
        'embedded database, the pair in DATA_DIR/vapid-keys.json keeps the devices already subscribed.',
    );
    return null;
  }
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    try {
      const kept = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
      webpush.setVapidDetails(subject, kept.publicKey, kept.privateKey);
      return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
    } catch (err) {
      problems.push(`${file} does not hold a VAPID pair: ${(err as Error).message}`);
      return null;
    }
  }
  const pair = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(pair), { mode: 0o600 });
  return { ...pair, subject };
}

/** The mailto: of the address in MAIL_FROM ('Immo237 <no-reply@immo237.cm>'): VAPID_SUBJECT when left out. */
const mailtoOf = (from: string) => `mailto:${/<([^>]+)>/.exec(from)?.[1] ?? from}`;

/** Reads and checks the environment; every problem is reported at once with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const str = (name: string): string | undefined => {
    const v = env[name]?.trim();
    return v === undefined || v === '' ? undefined : v;
  };

  const portRaw = str('PORT') ?? '4000';
  const port = Number(portRaw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`PORT must be an integer between 0 and 65535 (got "${portRaw}").`);
  }
  const host = str('HOST') ?? '127.0.0.1';

  const dataDir = path.resolve(str('DATA_DIR') ?? path.join(repoRoot, '.data'));
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (err) {
    problems.push(`DATA_DIR "${dataDir}" cannot be created: ${(err as Error).message}`);
  }

  const databaseUrl = str('DATABASE_URL') ?? null;
  if (databaseUrl && !parseUrl(databaseUrl, ['postgres:', 'postgresql:'])) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// connection string.');
  }
  const databaseSchema = str('DATABASE_SCHEMA') ?? null;
  if (databaseSchema && !/^[a-z_][a-z0-9_]{0,62}$/.test(databaseSchema)) {
    problems.push('DATABASE_SCHEMA must be a lower-case SQL identifier.');
  }

  const smtpUrl = str('SMTP_URL') ?? null;
  if (smtpUrl && !parseUrl(smtpUrl, ['smtp:', 'smtps:'])) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL.');
  }
  const mailFrom = str('MAIL_FROM') ?? 'Immo237 <no-reply@immo237.cm>';
  const adminEmail = str('ADMIN_EMAIL') ?? 'admin@immo237.cm';
  if (!EMAIL.test(adminEmail)) problems.push(`ADMIN_EMAIL must be an e-mail address (got "${adminEmail}").`);

  const publicUrlRaw = str('PUBLIC_URL') ?? 'http://127.0.0.1:3000';
  const publicUrl = parseUrl(publicUrlRaw, ['http:', 'https:']);
  if (!publicUrl) problems.push(`PUBLIC_URL must be an http(s) URL (got "${publicUrlRaw}").`);

  const corsOrigins = (str('CORS_ORIGINS') ?? publicUrl?.origin ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!parseUrl(origin, ['http:', 'https:']))
      problems.push(`CORS_ORIGINS has an invalid origin "${origin}".`);
  }

  const trustProxy = parseTrustProxy(str('TRUST_PROXY'));
  if ('problems' in trustProxy) problems.push(...trustProxy.problems);

  const redisUrl = str('REDIS_URL') ?? null;
  if (redisUrl && !parseUrl(redisUrl, ['redis:', 'rediss:'])) {
    problems.push('REDIS_URL must be a redis:// or rediss:// URL.');
  }
  const rateLimitNamespace = str('RATE_LIMIT_NAMESPACE') ?? RATE_LIMIT_NAMESPACE_DEFAULT;
  if (!/^[A-Za-z0-9:._-]{1,100}$/.test(rateLimitNamespace)) {
    problems.push('RATE_LIMIT_NAMESPACE must be 1 to 100 letters, digits or : . _ - (no spaces).');
  }
  const instanceId = str('INSTANCE_ID') ?? null;
  if (instanceId !== null && !/^[A-Za-z0-9._-]{1,64}$/.test(instanceId)) {
    problems.push('INSTANCE_ID must be 1 to 64 letters, digits or . _ - (it is sent as a header).');
  }

  // The demo data (and its account with a published password) only when asked: `pnpm start`, `pnpm dev` and the
  // e2e site ask; a production start seeds nothing.
  const seedRaw = (str('SEED') ?? 'false').toLowerCase();
  if (!['true', 'false', '1', '0'].includes(seedRaw)) problems.push('SEED must be true or false.');

  // Multiplies every rate limit (per address: perAddressLimits; per account: below): a shared office NAT or a test suite signing many users in from one address
  // may need more than the defaults; the limits never go away (1 to 1000).
  const rateFactorRaw = str('RATE_LIMIT_FACTOR') ?? '1';
  const rateFactor = Number(rateFactorRaw);
  if (!Number.isInteger(rateFactor) || rateFactor < 1 || rateFactor > 1000) {
    problems.push(`RATE_LIMIT_FACTOR must be a whole number from 1 to 1000 (got "${rateFactorRaw}").`);
  }

  // Multiplies the per-account write budgets alone (a load test or a bulk import by one account).
  const userWriteFactorRaw = str('USER_WRITE_FACTOR') ?? '1';
  const userWriteFactor = Number(userWriteFactorRaw);
  if (!Number.isInteger(userWriteFactor) || userWriteFactor < 1 || userWriteFactor > 1000) {
    problems.push(`USER_WRITE_FACTOR must be a whole number from 1 to 1000 (got "${userWriteFactorRaw}").`);
  }

  const whole = (name: string, fallback: number, max: number, scale = 1): number => {
    const raw = str(name);
    if (raw === undefined) return fallback * scale;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0 || value > max) {
      problems.push(`${name} must be a whole number from 0 to ${max} (got "${raw}").`);
      return fallback;
    }
    return value * scale;
  };
  const MB = 1024 * 1024;
  const pressure: PressureLimits = {
    maxEventLoopDelayMs: whole(
      'PRESSURE_MAX_EVENT_LOOP_DELAY_MS',
      PRESSURE_DEFAULTS.maxEventLoopDelayMs,
      60_000,
    ),
    maxHeapUsedBytes: whole('PRESSURE_MAX_HEAP_MB', PRESSURE_DEFAULTS.maxHeapUsedBytes / MB, 1_000_000, MB),
    maxRssBytes: whole('PRESSURE_MAX_RSS_MB', PRESSURE_DEFAULTS.maxRssBytes / MB, 1_000_000, MB),
    retryAfterSeconds: Math.max(1, whole('PRESSURE_RETRY_AFTER', PRESSURE_DEFAULTS.retryAfterSeconds, 3600)),
  };

  const adminEmails = (str('ADMIN_EMAILS') ?? '')
    .split(',')
    .map((email) => email.normalize('NFKC').trim().toLowerCase())
    .filter(Boolean);
  for (const email of adminEmails) {
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) problems.push(`ADMIN_EMAILS has an invalid address "${email}".`);
  }

  const dbTimeouts: DbTimeouts = {
    connectMs: whole('DB_CONNECT_TIMEOUT_MS', DB_TIMEOUT_DEFAULTS.connectMs, 600_000),
    statementMs: whole('DB_STATEMENT_TIMEOUT_MS', DB_TIMEOUT_DEFAULTS.statementMs, 3_600_000),
  };

  const conversationsPerHour = whole(
    'CONVERSATIONS_PER_HOUR',
    CONVERSATION_LIMIT_DEFAULTS.conversationsPerHour,
    100_000,
  );
  const conversationMessagesPerHour = whole(
    'CONVERSATION_MESSAGES_PER_HOUR',
    CONVERSATION_LIMIT_DEFAULTS.conversationMessagesPerHour,
    100_000,
  );

  const timeouts: Timeouts = {
    requestMs: whole('REQUEST_TIMEOUT_MS', TIMEOUT_DEFAULTS.requestMs, 3_600_000),
    headersMs: whole('HEADERS_TIMEOUT_MS', TIMEOUT_DEFAULTS.headersMs, 3_600_000),
    idleMs: whole('IDLE_TIMEOUT_MS', TIMEOUT_DEFAULTS.idleMs, 3_600_000),
    keepAliveMs: whole('KEEP_ALIVE_TIMEOUT_MS', TIMEOUT_DEFAULTS.keepAliveMs, 3_600_000),
  };
  if (timeouts.headersMs > timeouts.requestMs && timeouts.requestMs > 0)
    problems.push('HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS.');

  // The periodic work (listing freshness): hourly by default; a test or a demo may run it every few seconds.
  const jobsIntervalS = whole('JOBS_INTERVAL_S', 3600, 7 * 24 * 3600);
  // Saved-search alerts: every 5 minutes by default; the e2e site runs them every 2 seconds.
  const alertsIntervalS = whole('ALERTS_INTERVAL_S', 300, 24 * 3600);
  // Mails about unread messages: looked for every minute, sent once a discussion has been quiet for two.
  const messageMailsIntervalS = whole('MESSAGE_MAILS_INTERVAL_S', 60, 24 * 3600);
  const messageMailQuietS = whole('MESSAGE_MAIL_QUIET_S', 120, 24 * 3600);
  // Identity documents of undecided verification requests: deleted after 90 days by default (at least one day).
  const verificationDocumentDays = whole(
    'VERIFICATION_DOCUMENT_DAYS',
    VERIFICATION_DOCUMENT_DAYS_DEFAULT,
    3650,
  );
  if (verificationDocumentDays < 1) problems.push('VERIFICATION_DOCUMENT_DAYS must be at least 1.');
  // Memory for the public search answers kept per data version (routes/api/v1/products): 16 MB, 0 keeps none.
  const searchAnswerCacheBytes = whole('SEARCH_ANSWERS_MB', SEARCH_ANSWERS_DEFAULT_MB, 1024, MB);
  // Reports of accounts younger than this, or unconfirmed, do not count towards holding a listing.
  const reportsMinAccountAgeDays = whole(
    'REPORTS_MIN_ACCOUNT_AGE_DAYS',
    REPORTS_MIN_ACCOUNT_AGE_DAYS_DEFAULT,
    365,
  );

  // A clock the e2e journeys move forward (a visit's slot over) by writing seconds to a file; never on a real site.
  const testClockFile = str('TEST_CLOCK_FILE');

  // Price figures: shown with at least 5 listings behind them; a listing under 40 % of its quartier's is flagged.
  const priceMinCount = whole('PRICE_MIN_COUNT', PRICE_MIN_COUNT_DEFAULT, 1000);
  if (priceMinCount < 1) problems.push('PRICE_MIN_COUNT must be at least 1.');
  const lowPriceRatioRaw = str('LOW_PRICE_RATIO') ?? String(LOW_PRICE_RATIO_DEFAULT);
  const lowPriceRatio = Number(lowPriceRatioRaw);
  if (!/^\d+(\.\d+)?$/.test(lowPriceRatioRaw) || lowPriceRatio < 0 || lowPriceRatio >= 1)
    problems.push(
      `LOW_PRICE_RATIO must be a number from 0 to less than 1, such as 0.4 (got "${lowPriceRatioRaw}").`,
    );

  // Object storage for images: every S3_* problem is reported with the others.
  const s3 = parseS3(str, problems);

  // Checked alongside the other problems when DATABASE_URL is set (nothing is written then); otherwise a secret is
  // generated into DATA_DIR only for a configuration that is otherwise valid.
  const jwtSecret =
    problems.length && !databaseUrl ? '' : loadSecret(dataDir, env.JWT_SECRET, databaseUrl, problems);
  const vapidSubject = str('VAPID_SUBJECT') ?? mailtoOf(mailFrom);
  if (!/^(mailto:|https:)/.test(vapidSubject))
    problems.push('VAPID_SUBJECT must be a mailto: or https: address of the site.');
  const vapid =
    problems.length && !databaseUrl ? null : loadVapid(dataDir, str, vapidSubject, databaseUrl, problems);
  if (problems.length) throw new ConfigError(problems);

  return {
    port,
    host,
    dataDir,
    databaseUrl,
    databaseSchema,
    dbTimeouts,
    jwtSecret,
    vapid,
    accessTokenTtl: 15 * 60,
    refreshTokenTtl: 30 * 24 * 3600,
    smtpUrl,
    mailFrom,
    adminEmail,
    publicUrl: publicUrlRaw.replace(/\/+$/, ''),
    corsOrigins,
    trustProxy: 'list' in trustProxy ? trustProxy.list : ['loopback'],
    redisUrl,
    rateLimitNamespace,
    instanceId,
    logLevel: str('LOG_LEVEL') ?? 'info',
    seed: seedRaw === 'true' || seedRaw === '1',
    rateLimits: {
      ...perAddressLimits(rateFactor),
      windowMs: 60_000,
      loginAccount: LOGIN_ACCOUNT_DEFAULTS.loginAccount * rateFactor,
      loginAccountWindowMs: LOGIN_ACCOUNT_DEFAULTS.loginAccountWindowMs,
      loginSlowAfter: LOGIN_ACCOUNT_DEFAULTS.loginSlowAfter * rateFactor,
      loginSlowBaseMs: LOGIN_ACCOUNT_DEFAULTS.loginSlowBaseMs,
      loginSlowMaxMs: LOGIN_ACCOUNT_DEFAULTS.loginSlowMaxMs,
      verificationMailsPerAccount: LOGIN_ACCOUNT_DEFAULTS.verificationMailsPerAccount * rateFactor,
      userWrites: {
        listings: USER_WRITE_DEFAULTS.listings * rateFactor * userWriteFactor,
        favourites: USER_WRITE_DEFAULTS.favourites * rateFactor * userWriteFactor,
        profile: USER_WRITE_DEFAULTS.profile * rateFactor * userWriteFactor,
        admin: USER_WRITE_DEFAULTS.admin * rateFactor * userWriteFactor,
        conversations: USER_WRITE_DEFAULTS.conversations * rateFactor * userWriteFactor,
      },
      conversationsPerHour: conversationsPerHour * rateFactor * userWriteFactor,
      conversationMessagesPerHour: conversationMessagesPerHour * rateFactor * userWriteFactor,
    },
    pressure,
    timeouts,
    adminEmails,
    jobsIntervalS,
    alertsIntervalS,
    messageMailsIntervalS,
    messageMailQuietS,
    verificationDocumentDays,
    searchAnswerCacheBytes,
    reportsMinAccountAgeDays,
    priceMinCount,
    lowPriceRatio,
    s3,
    ...(testClockFile ? { clock: fileClock(path.resolve(testClockFile)) } : {}),
  };
}

/** Bucket names as S3 accepts them (3 to 63 lower-case letters, digits, dots and hyphens). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** The S3_* settings: null when S3_BUCKET is unset (the disk store); each problem names its variable. */
function parseS3(str: (name: string) => string | undefined, problems: string[]): S3Config | null {
  const bucket = str('S3_BUCKET');
  if (!bucket) {
    const stray = [
      'S3_ENDPOINT',
      'S3_REGION',
      'S3_PUBLIC_URL',
      'S3_PRIVATE_BUCKET',
      'S3_FORCE_PATH_STYLE',
    ].filter((name) => str(name) !== undefined);
    if (stray.length)
      problems.push(
        `${stray.join(', ')} set without S3_BUCKET: set S3_BUCKET to keep images in object storage, or remove ` +
          'the S3_ settings to keep them in DATA_DIR/uploads.',
      );
    return null;
  }
  if (!BUCKET_NAME.test(bucket))
    problems.push(
      `S3_BUCKET must be a bucket name (3 to 63 lower-case letters, digits, . or -; got "${bucket}").`,
    );
  const privateBucket = str('S3_PRIVATE_BUCKET') ?? null;
  if (privateBucket !== null && !BUCKET_NAME.test(privateBucket))
    problems.push(`S3_PRIVATE_BUCKET must be a bucket name (got "${privateBucket}").`);
  if (privateBucket !== null && privateBucket === bucket)
    problems.push(
      'S3_PRIVATE_BUCKET must differ from S3_BUCKET (leave it out to use the private/ prefix of S3_BUCKET).',
    );

  const endpoint = str('S3_ENDPOINT') ?? null;
  if (endpoint !== null && !parseUrl(endpoint, ['http:', 'https:']))
    problems.push(`S3_ENDPOINT must be an http(s) URL (got "${endpoint}").`);

  const region = str('S3_REGION') ?? 'us-east-1';
  if (!/^[a-z0-9-]{2,32}$/.test(region))
    problems.push(`S3_REGION must be a region name such as eu-west-3 (got "${region}").`);

  const publicUrlRaw = str('S3_PUBLIC_URL');
  if (!publicUrlRaw) {
    problems.push(
      'S3_PUBLIC_URL is required with S3_BUCKET: the address browsers read the photos from (a CDN, or the ' +
        "bucket's public address).",
    );
  } else {
    const url = parseUrl(publicUrlRaw, ['http:', 'https:']);
    if (!url || url.search || url.hash || url.username || url.password)
      problems.push(
        `S3_PUBLIC_URL must be an http(s) URL without query, fragment or credentials (got "${publicUrlRaw}").`,
      );
  }

  const pathStyleRaw = (str('S3_FORCE_PATH_STYLE') ?? 'false').toLowerCase();
  if (!['true', 'false', '1', '0'].includes(pathStyleRaw))
    problems.push('S3_FORCE_PATH_STYLE must be true or false.');

  const accessKeyId = str('AWS_ACCESS_KEY_ID');
  const secretAccessKey = str('AWS_SECRET_ACCESS_KEY');
  if (!accessKeyId !== !secretAccessKey)
    problems.push(
      'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together: set both, or neither (the SDK then uses the ' +
        "machine's role or profile).",
    );
  const sessionToken = str('AWS_SESSION_TOKEN');
  const credentials =
    accessKeyId && secretAccessKey
      ? { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) }
      : null;

  return {
    endpoint: endpoint?.replace(/\/+$/, '') ?? null,
    region,
    bucket,
    privateBucket,
    publicUrl: (publicUrlRaw ?? '').replace(/\/+$/, ''),
    forcePathStyle: pathStyleRaw === 'true' || pathStyleRaw === '1',
    credentials,
  };
}
