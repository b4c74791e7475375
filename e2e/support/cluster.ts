// The scaled-out topology of docs/DEPLOY.md on one machine, for tests/cluster.spec.ts.
//
//   browser ──► shell + 4 remotes (scripts/serve-app.mjs, /api and /uploads proxied to HAProxy)
//                  │
//   test ──────► HAProxy (Debian's, roundrobin, health checks, retries + redispatch)
//                  ├──► api-a  node api/dist/server.js  INSTANCE_ID=api-a ─┐  one fresh PostgreSQL database,
//                  └──► api-b  node api/dist/server.js  INSTANCE_ID=api-b ─┘  rate limits in Redis under a fresh
//                                                                             namespace, one shared DATA_DIR
//
// The shared DATA_DIR stands in for the object storage production uses for images (DEPLOY.md). With
// `separateDataDirs` each process has its own, as on two machines, and `apiEnv` gives both the same S3_* settings
// (tests/object-storage.spec.ts). Everything is made fresh for the run and removed by `stop()`: the processes, the
// database, the Redis keys of the namespace, the folders.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import { Redis } from 'ioredis';
import pg from 'pg';
import { manifestUrl, REMOTES, repoRoot, type Remote } from './site';

export const API_IDS = ['api-a', 'api-b'] as const;
export type ApiId = (typeof API_IDS)[number];
/** Request header that pins a request to one API process (a `use-server` rule of the generated haproxy.cfg). */
export const PIN_HEADER = 'x-immo237-backend';

const HOST = '127.0.0.1';
/** A VAPID pair for the cluster's API processes (made once with `npx web-push generate-vapid-keys`; tests only). */
const TEST_VAPID = {
  publicKey: 'BLfqJAgqzajsSTLWKaSgMmTvh65-_fJbd5bCFQzxp5TvOoXq3xjQh-Y34-oRf6F73NgJ926LX333voSfRjzCm7k',
  privateKey: 'KAI47S6btSefEIZj2XIixc0fALebqlPSFh34ITO0E6o',
};
/** Where the API suite and .ci/run look for the machine's services; overridable like them. */
const ADMIN_DATABASE_URL =
  process.env.CLUSTER_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface ClusterApi {
  id: ApiId;
  url: string;
  child: ChildProcess;
  /** Resolves when the process has exited, however it ended. */
  exited: Promise<void>;
}

export interface Cluster {
  /** The composed site (shell) whose /api goes through HAProxy. */
  baseURL: string;
  /** HAProxy's front end: what the shell's proxy and the tests call. */
  lbURL: string;
  apis: Record<ApiId, ClusterApi>;
  /** The DATA_DIR both processes share, or the folder holding each one's (`dataDirs`) with `separateDataDirs`. */
  dataDir: string;
  /** Each process's DATA_DIR: the same folder twice, or two with `separateDataDirs`. */
  dataDirs: Record<ApiId, string>;
  rateLimitNamespace: string;
  /** HAProxy's access log so far, one parsed line per request (see LOG_FORMAT). */
  haproxyLog: HaproxyLogLine[];
  /** HAProxy's view of each API process: 'UP', 'DOWN', 'MAINT', 'no check'… */
  serverStatus(): Promise<Record<ApiId, string>>;
  /** The rate-limit keys this run's processes wrote in Redis. */
  redisKeys(): Promise<string[]>;
  /** The value of one key of the shared Redis (null when it does not exist). */
  redisGet(key: string): Promise<string | null>;
  stop(): Promise<void>;
}

export interface HaproxyLogLine {
  /** The x-test-request header of the request ('-' when absent). */
  tag: string;
  method: string;
  uri: string;
  /** The server that finally answered ('<NOSRV>' when none did). */
  server: string;
  status: number;
  /** Connection and L7 retries HAProxy made for this request. */
  retries: number;
  /** Whether a retry went to another server (HAProxy's '+' on the retry count). */
  redispatched: boolean;
  /** Termination state, '--' for a normal end (see "Session state at disconnection" in HAProxy's manual). */
  termination: string;
}

// %ID-like fields joined by '|': the tag (captured request header), method, URI, server, status, retries,
// termination state. %rc is "+N" when the request was redispatched after a retry.
const LOG_FORMAT = '%{+Q}[capture.req.hdr(0)]|%HM|%HU|%s|%ST|%rc|%ts';

export function parseHaproxyLog(line: string): HaproxyLogLine | null {
  const parts = line.trim().split('|');
  if (parts.length !== 7) return null;
  const [tag, method, uri, server, status, retries, termination] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  return {
    tag: tag.replace(/^"|"$/g, '') || '-',
    method,
    uri,
    server,
    status: Number(status),
    retries: Math.abs(Number(retries.replace('+', ''))) || 0,
    redispatched: retries.startsWith('+'),
    termination,
  };
}

/** HAProxy from the PATH, or where Debian installs it (/usr/sbin is not on every user's PATH). */
export function findHaproxy(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs.filter(Boolean)) {
    const file = path.join(dir, 'haproxy');
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return null;
}

/** Why the cluster cannot run on this machine (HAProxy, PostgreSQL or Redis missing), or null when it can. */
export async function clusterSkipReason(): Promise<string | null> {
  const missing: string[] = [];
  if (!findHaproxy()) missing.push('HAProxy is not installed (apt-get install haproxy)');
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    missing.push(`PostgreSQL does not answer at ${redact(ADMIN_DATABASE_URL)} (${(error as Error).message})`);
  } finally {
    await client.end().catch(() => undefined);
  }
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  let cause: Error | undefined;
  redis.on('error', (error: Error) => (cause ??= error));
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    missing.push(`Redis does not answer at ${redact(REDIS_URL)} (${(cause ?? (error as Error)).message})`);
  } finally {
    redis.disconnect();
  }
  return missing.length ? `cluster suite skipped: ${missing.join('; ')}` : null;
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

async function waitUntil<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  children: ChildProcess[],
  timeoutMs = 90_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const dead = children.find((child) => child.exitCode !== null || child.signalCode !== null);
    if (dead) throw new Error(`${what}: a process of the cluster stopped while starting (pid ${dead.pid})`);
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function haproxyConfig(options: {
  lbPort: number;
  statsPort: number;
  apiPorts: Record<ApiId, number>;
}): string {
  const servers = API_IDS.map(
    (id) =>
      `  server ${id} ${HOST}:${options.apiPorts[id]} check inter 300ms fastinter 200ms downinter 300ms rise 1 fall 2`,
  );
  const pins = API_IDS.map((id) => `  use-server ${id} if { req.hdr(${PIN_HEADER}) -m str ${id} }`);
  return [
    '# Generated by e2e/support/cluster.ts for one test run.',
    'global',
    '  log stdout format raw local0 info',
    '  maxconn 2000',
    '',
    'defaults',
    '  mode http',
    '  log global',
    `  log-format "${LOG_FORMAT}"`,
    '  option forwardfor',
    '  timeout connect 1s',
    '  timeout client 30s',
    '  timeout server 15s',
    '  timeout queue 5s',
    '  timeout http-keep-alive 10s',
    '',
    'frontend site',
    `  bind ${HOST}:${options.lbPort}`,
    '  capture request header x-test-request len 64',
    '  default_backend api',
    '',
    'backend api',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    // A connection that failed never reached a process: always safe to send elsewhere. A reply lost after the
    // request was sent (the process died with it, or hung) is retried only for reads: a write may have been done.
    // Each request on its own connection to a process (the client's side stays kept alive): a dead process is then
    // a connection failure, safe to send elsewhere, never a request written into a dead kept-alive connection —
    // which HAProxy answers by closing the client's connection for it to replay, as browsers do but API clients
    // need not.
    '  option http-server-close',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout',
    '  http-request disable-l7-retry unless METH_GET || METH_HEAD || METH_OPTIONS',
    ...pins,
    ...servers,
    '',
    'listen stats',
    `  bind ${HOST}:${options.statsPort}`,
    '  no log',
    '  stats enable',
    '  stats uri /stats',
    '',
  ].join('\n');
}

export interface ClusterOptions {
  /** One DATA_DIR per API process (as on two machines) instead of one shared folder. */
  separateDataDirs?: boolean;
  /** Added to both API processes' environment (the same on both, e.g. the S3_* and AWS_* settings). */
  apiEnv?: Record<string, string>;
  /** Added to the composed site's servers' environment (e.g. S3_PUBLIC_URL for the shell's CSP). */
  webEnv?: Record<string, string>;
}

/** Starts PostgreSQL database, two API processes, HAProxy and the composed site; `stop()` undoes all of it. */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const haproxyBin = findHaproxy();
  if (!haproxyBin) throw new Error('HAProxy is not installed');
  const runId = `${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const work = await mkdtemp(path.join(tmpdir(), 'immo237-cluster-'));
  const dataDir = path.join(work, 'data');
  const dataDirs = Object.fromEntries(
    API_IDS.map((id) => [id, options.separateDataDirs ? path.join(dataDir, id) : dataDir]),
  ) as Record<ApiId, string>;
  const database = `immo237_e2e_${runId}`;
  const rateLimitNamespace = `immo237-e2e-${runId}:`;
  const children: ChildProcess[] = [];
  const apis = {} as Record<ApiId, ClusterApi>;
  const haproxyLog: HaproxyLogLine[] = [];
  let databaseCreated = false;

  const stop = async () => {
    // Children first (they hold database connections), then the database, the Redis keys and the folder.
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }),
    );
    const problems: string[] = [];
    if (databaseCreated) {
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)).catch(
        (error: Error) => problems.push(`database ${database} not dropped: ${error.message}`),
      );
    }
    await deleteKeys(rateLimitNamespace).catch((error: Error) =>
      problems.push(`Redis keys ${rateLimitNamespace}* not deleted: ${error.message}`),
    );
    await rm(work, { recursive: true, force: true });
    if (problems.length) throw new Error(problems.join('; '));
  };

  try {
    await withAdmin((admin) => admin.query(`CREATE DATABASE ${database}`));
    databaseCreated = true;
    const databaseUrl = new URL(ADMIN_DATABASE_URL);
    databaseUrl.pathname = `/${database}`;

    const [lbPort, statsPort, shellPort, apiA, apiB, ...remotePorts] = await Promise.all(
      Array.from({ length: 5 + REMOTES.length }, () => getPort({ host: HOST })),
    );
    const apiPorts: Record<ApiId, number> = { 'api-a': apiA!, 'api-b': apiB! };
    const baseURL = `http://${HOST}:${shellPort}`;
    const lbURL = `http://${HOST}:${lbPort}`;

    // Two processes, one configuration (DEPLOY.md): only the port and the name differ. They start together;
    // migrations take a PostgreSQL advisory lock. The demo seed is not meant for that (it is for a first start on
    // one machine), so neither seeds: the suite makes its own data.
    const jwtSecret = randomBytes(48).toString('base64url');
    for (const id of API_IDS) {
      const child = spawn(process.execPath, [path.join(repoRoot, 'api/dist/server.js')], {
        cwd: path.join(repoRoot, 'api'),
        env: {
          ...process.env,
          NODE_ENV: 'production',
          HOST,
          PORT: String(apiPorts[id]),
          INSTANCE_ID: id,
          DATA_DIR: dataDirs[id],
          DATABASE_URL: databaseUrl.toString(),
          DATABASE_SCHEMA: '',
          REDIS_URL,
          RATE_LIMIT_NAMESPACE: rateLimitNamespace,
          RATE_LIMIT_FACTOR: '1',
          // The kill -9 scenario writes a few hundred listings from one account within a minute.
          USER_WRITE_FACTOR: '50',
          JWT_SECRET: jwtSecret,
          // Every process signs push notifications with the same pair (required with DATABASE_URL); a test pair.
          VAPID_PUBLIC_KEY: TEST_VAPID.publicKey,
          VAPID_PRIVATE_KEY: TEST_VAPID.privateKey,
          SEED: 'false',
          PUBLIC_URL: baseURL,
          CORS_ORIGINS: baseURL,
          LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
          ...options.apiEnv,
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      children.push(child);
      apis[id] = {
        id,
        url: `http://${HOST}:${apiPorts[id]}`,
        child,
        exited: new Promise((resolve) => child.once('exit', () => resolve())),
      };
    }
    for (const id of API_IDS) {
      const served = await waitUntil(
        `${id} did not answer /api/health`,
        async () => {
          const response = await fetch(`${apis[id].url}/api/health`);
          return response.ok ? (response.headers.get('x-served-by') ?? '') : undefined;
        },
        children,
      );
      if (served !== id) {
        throw new Error(
          `${id} does not name itself in x-served-by: api/dist predates INSTANCE_ID (run pnpm --filter api build)`,
        );
      }
    }

    const configFile = path.join(work, 'haproxy.cfg');
    await writeFile(configFile, haproxyConfig({ lbPort: lbPort!, statsPort: statsPort!, apiPorts }));
    const check = spawn(haproxyBin, ['-c', '-q', '-f', configFile], { stdio: ['ignore', 'ignore', 'pipe'] });
    const checkErrors: string[] = [];
    check.stderr?.on('data', (chunk: Buffer) => checkErrors.push(chunk.toString()));
    const valid = await new Promise<number | null>((resolve) => check.once('exit', resolve));
    if (valid !== 0) throw new Error(`haproxy.cfg refused by haproxy -c:\n${checkErrors.join('')}`);
    // -db: foreground, no daemon; the log goes to stdout, read line by line here.
    const haproxy = spawn(haproxyBin, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(haproxy);
    let pending = '';
    haproxy.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const parsed = parseHaproxyLog(line);
        if (parsed) haproxyLog.push(parsed);
        else if (line.trim()) process.stderr.write(`[haproxy] ${line}\n`);
      }
    });

    const serverStatus = async (): Promise<Record<ApiId, string>> => {
      const csv = await (await fetch(`http://${HOST}:${statsPort}/stats;csv`)).text();
      const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n');
      const columns = (header ?? '').split(',');
      const at = (name: string) => columns.indexOf(name);
      const status = {} as Record<ApiId, string>;
      for (const row of rows) {
        const cells = row.split(',');
        const server = cells[at('svname')] as ApiId;
        if (cells[at('pxname')] === 'api' && API_IDS.includes(server)) {
          status[server] = (cells[at('status')] ?? '').split(' ')[0] ?? '';
        }
      }
      return status;
    };
    await waitUntil(
      'HAProxy did not see both API processes up',
      async () => {
        const status = await serverStatus();
        return API_IDS.every((id) => status[id] === 'UP') ? true : undefined;
      },
      children,
    );

    // The composed site, served by the project's own script (one process per app, as in production).
    const remoteOrigins = Object.fromEntries(
      REMOTES.map((name, index) => [name, `http://${HOST}:${remotePorts[index]}`]),
    ) as Record<Remote, string>;
    const remotesFile = path.join(work, 'remotes.json');
    await writeFile(
      remotesFile,
      JSON.stringify(Object.fromEntries(REMOTES.map((name) => [name, manifestUrl(remoteOrigins[name])]))),
    );
    const webEnv: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      WEB_HOST: HOST,
      SHELL_PORT: String(shellPort),
      API_URL: lbURL,
      REMOTES_FILE: remotesFile,
      PUBLIC_URL: baseURL,
      ...options.webEnv,
    };
    REMOTES.forEach((name, index) => {
      webEnv[`${name.toUpperCase()}_PORT`] = String(remotePorts[index]);
      delete webEnv[`REMOTE_${name.toUpperCase()}_URL`];
    });
    for (const app of ['shell', ...REMOTES]) {
      // stdout carries one log line per request (serve-app's logger): not wanted in the test report.
      children.push(
        spawn(process.execPath, [path.join(repoRoot, 'scripts/serve-app.mjs'), app], {
          cwd: repoRoot,
          env: webEnv,
          stdio: ['ignore', 'ignore', 'inherit'],
        }),
      );
    }
    await waitUntil(
      'the composed site did not answer',
      async () => {
        const urls = [`${baseURL}/remotes.json`, ...REMOTES.map((name) => manifestUrl(remoteOrigins[name]))];
        const answers = await Promise.all(urls.map((url) => fetch(url)));
        return answers.every((answer) => answer.ok) ? true : undefined;
      },
      children,
    );

    return {
      baseURL,
      lbURL,
      apis,
      dataDir,
      dataDirs,
      rateLimitNamespace,
      haproxyLog,
      serverStatus,
      redisKeys: () => withRedis((redis) => scanKeys(redis, rateLimitNamespace)),
      redisGet: (key) => withRedis((redis) => redis.get(key)),
      stop,
    };
  } catch (error) {
    await stop().catch((cleanup: Error) => process.stderr.write(`cluster clean-up: ${cleanup.message}\n`));
    throw error;
  }
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function withRedis<T>(fn: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    return await fn(redis);
  } finally {
    redis.disconnect();
  }
}

async function scanKeys(redis: Redis, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    keys.push(...found);
  } while (cursor !== '0');
  return keys;
}

/** Only this run's keys: the Redis server is shared with other runs and other projects (never FLUSHALL). */
async function deleteKeys(prefix: string): Promise<void> {
  await withRedis(async (redis) => {
    const keys = await scanKeys(redis, prefix);
    if (keys.length) await redis.del(...keys);
  });
}
