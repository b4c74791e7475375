import fp from 'fastify-plugin';
import { SEARCH_ANSWERS_DEFAULT_MB } from '../../config.js';

/** One public answer heavier than this is never kept (serialised JSON). */
export const ANSWER_MAX_BYTES = 512 * 1024;

/**
 * Public search answers already serialised, by the page they answer (its statement and values), each with the data
 * version it was read at: while the catalogue stays at that version (every change of a listing moves it on), the same
 * search is answered from here without its statements, its DTOs or its serialisation. The caller reads the current
 * version only for a page kept (one read shared by a burst: currentProductsVersion), so no answer is ever stale, on
 * one API process or several. Least recently used answers go first past `capacity` bytes.
 */
export interface SearchAnswers {
  /** The bytes the answers kept weigh at most (SEARCH_ANSWERS_MB; 0: none is kept). */
  readonly capacity: number;
  /** The bytes the answers kept weigh now. */
  readonly bytes: number;
  /** The number of answers kept. */
  readonly size: number;
  /**
   * The answer kept for `key`, if it was read at the version `currentVersion` answers (asked only when one is
   * kept); it becomes the most recently used. A stale answer is dropped and undefined returned.
   */
  find(key: string, currentVersion: () => Promise<string | null>): Promise<string | undefined>;
  /** Keeps `body`, read at `version`, for `key` (unless heavier than ANSWER_MAX_BYTES), then trims to capacity. */
  keep(key: string, version: string, body: string): void;
}

/** The store, by itself (the plugin decorates the app with one sized by the configuration). */
export function createSearchAnswers(capacity: number): SearchAnswers {
  const answers = new Map<string, { version: string; body: string }>();
  let bytes = 0;
  const forget = (key: string) => {
    const old = answers.get(key);
    if (!old) return;
    answers.delete(key);
    bytes -= old.body.length;
  };
  return {
    capacity,
    get bytes() {
      return bytes;
    },
    get size() {
      return answers.size;
    },
    async find(key, currentVersion) {
      const kept = answers.get(key);
      if (!kept) return undefined;
      if (kept.version === (await currentVersion())) {
        // Map keeps insertion order: moved to the end, it is the last to go.
        answers.delete(key);
        answers.set(key, kept);
        return kept.body;
      }
      forget(key);
      return undefined;
    },
    keep(key, version, body) {
      if (capacity === 0 || body.length > ANSWER_MAX_BYTES) return;
      forget(key);
      answers.set(key, { version, body });
      bytes += body.length;
      for (const [oldest] of answers) {
        if (bytes <= capacity) break;
        forget(oldest);
      }
    },
  };
}

/** `app.searchAnswers`: the public search's answers kept in memory, SEARCH_ANSWERS_MB at most. */
export default fp(
  async (app) => {
    app.decorate(
      'searchAnswers',
      createSearchAnswers(app.config.searchAnswerCacheBytes ?? SEARCH_ANSWERS_DEFAULT_MB * 1024 * 1024),
    );
  },
  { name: 'search-answers' },
);
