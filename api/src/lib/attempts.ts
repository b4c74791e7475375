import type { Redis } from 'ioredis';

/**
 * Counts failures under a key for a while (failed logins per account): in Redis when the API has one, so that
 * every API process sees the same count, else in this process's memory (bounded). A Redis that does not answer
 * counts nothing: like the rate limits, this fails open (logged by the rate-limit plugin's listener).
 */
export interface AttemptCounter {
  count(key: string): Promise<number>;
  fail(key: string): Promise<number>;
  clear(key: string): Promise<void>;
}

const MEMORY_KEYS_MAX = 100_000;

export function attemptCounter(options: {
  windowMs: number;
  redis?: Redis | null;
  namespace: string;
  now?: () => number;
}): AttemptCounter {
  const { windowMs, redis, namespace } = options;
  const now = options.now ?? Date.now;
  if (redis) {
    const key = (name: string) => `${namespace}${name}`;
    const safely = async <T>(work: () => Promise<T>, fallback: T): Promise<T> => {
      try {
        return await work();
      } catch {
        return fallback;
      }
    };
    return {
      count: (name) => safely(async () => Number((await redis.get(key(name))) ?? 0), 0),
      fail: (name) =>
        safely(async () => {
          const [[, value]] = (await redis.multi().incr(key(name)).pexpire(key(name), windowMs).exec()) as [
            [unknown, number],
          ];
          return Number(value);
        }, 0),
      clear: (name) => safely(async () => void (await redis.del(key(name))), undefined),
    };
  }
  const entries = new Map<string, { failures: number; until: number }>();
  const live = (name: string) => {
    const entry = entries.get(name);
    if (entry && entry.until <= now()) {
      entries.delete(name);
      return undefined;
    }
    return entry;
  };
  return {
    count: async (name) => live(name)?.failures ?? 0,
    fail: async (name) => {
      const failures = (live(name)?.failures ?? 0) + 1;
      // Re-inserted last: the map's order is the order of last failure, the oldest goes first when full.
      entries.delete(name);
      entries.set(name, { failures, until: now() + windowMs });
      if (entries.size > MEMORY_KEYS_MAX) entries.delete(entries.keys().next().value!);
      return failures;
    },
    clear: async (name) => void entries.delete(name),
  };
}

/**
 * The wait before a login on an account that has failed `failures` times: none up to `after`, then `baseMs`
 * doubling with each further failure, at most `maxMs`. A guesser is slowed more and more; the rightful owner,
 * whatever the guesser does, waits at most `maxMs` and is never locked out.
 */
export function loginDelayMs(
  failures: number,
  policy: { after: number; baseMs: number; maxMs: number },
): number {
  if (failures < policy.after) return 0;
  return Math.min(policy.maxMs, policy.baseMs * 2 ** (failures - policy.after));
}

/**
 * Runs the work of one key at a time, in arrival order: the sign-in attempts on one account, so that each reads the
 * failures of the one before it and waits its delay after it. Attempts spread over many addresses at once then queue
 * up instead of all skipping the delay. In this process's memory: with several API processes, one attempt per
 * account runs at a time in each. At most `maxQueued` per key (the running one included); past that `run` answers
 * undefined without running the work.
 */
export function oneAtATime(maxQueued: number) {
  const queues = new Map<string, { tail: Promise<void>; queued: number }>();
  return {
    async run<T>(key: string, work: () => Promise<T>): Promise<{ value: T } | undefined> {
      const queue = queues.get(key) ?? { tail: Promise.resolve(), queued: 0 };
      if (queue.queued >= maxQueued) return undefined;
      queue.queued += 1;
      queues.set(key, queue);
      const previous = queue.tail;
      let done!: () => void;
      queue.tail = new Promise<void>((resolve) => (done = resolve));
      try {
        await previous;
        return { value: await work() };
      } finally {
        done();
        queue.queued -= 1;
        if (queue.queued === 0) queues.delete(key);
      }
    },
  };
}
