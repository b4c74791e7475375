/**
 * PostgreSQL refuses U+0000 in text and jsonb, and jsonb refuses an unpaired UTF-16 surrogate (`"\ud800"`): such a
 * string reached the database and answered 500 (found by the fuzz suite). Input is checked before any handler runs.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what is looked for
const BAD = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path of the first string (value or key) PostgreSQL cannot store, or null when there is none. */
export function findUnstorableString(value: unknown, where = '', depth = 0): string | null {
  if (typeof value === 'string') return BAD.test(value) ? where || '/' : null;
  // Bodies deeper than MAX_INPUT_DEPTH are refused before this runs (see deeperThan).
  if (!value || typeof value !== 'object' || depth > MAX_INPUT_DEPTH) return null;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const path = `${where}/${key}`;
    if (BAD.test(key)) return path;
    const found = findUnstorableString(item, path, depth + 1);
    if (found) return found;
  }
  return null;
}

/** No request of the site nests objects or arrays deeper than this; anything deeper is refused with a 400. */
export const MAX_INPUT_DEPTH = 16;

/** Whether `value` nests objects or arrays more than `max` levels deep (walked without recursion). */
export function deeperThan(value: unknown, max = MAX_INPUT_DEPTH): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; level.length > 0; depth += 1) {
    const next: unknown[] = [];
    for (const item of level) {
      if (item && typeof item === 'object') next.push(...Object.values(item as Record<string, unknown>));
    }
    if (next.some((item) => item && typeof item === 'object') && depth + 1 > max) return true;
    level = next;
  }
  return false;
}

/** Why input cannot be taken (too deep, or holding a string PostgreSQL refuses), in the API's French; null when fine. */
export interface InputProblem {
  message: string;
  /** Where the bad string is (a JSON pointer under `where`), for the answer's `errors`. */
  path?: string;
}

export const TOO_DEEP_MESSAGE = `Contenu JSON trop imbriqué (${MAX_INPUT_DEPTH} niveaux au plus).`;
export const UNSTORABLE_MESSAGE = 'Caractère interdit (NUL ou UTF-16 invalide).';

/**
 * The one check of untrusted input, used by the JSON body guard (plugins/external/security.ts) and by the readers of
 * multipart forms, whose fields Fastify never hands to that guard: nesting first (a value too deep is refused whole,
 * before anything walks it recursively), then NUL and lone surrogates in every key and string.
 */
export function inputProblem(value: unknown, where = ''): InputProblem | null {
  if (deeperThan(value)) return { message: TOO_DEEP_MESSAGE };
  const at = findUnstorableString(value, where);
  return at === null ? null : { message: UNSTORABLE_MESSAGE, path: at };
}

/**
 * `text` as a literal piece of a LIKE or ILIKE pattern: `%`, `_` and the escape character itself typed by a visitor
 * match only themselves (PostgreSQL's default LIKE escape is the backslash, so no ESCAPE clause is needed). Without
 * it `%` matched every row and `a_b_c` patterns defeated the trigram index. Every pattern built from input uses it.
 */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/** An e-mail address as the per-account limits key it: NFKC, trimmed, lower-cased (every spelling counts once). */
export const normaliseEmail = (value: string): string => value.normalize('NFKC').trim().toLowerCase();
