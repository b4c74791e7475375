/**
 * PostgreSQL refuses U+0000 in text and jsonb, and jsonb refuses an unpaired UTF-16 surrogate (`"\ud800"`): such a
 * string reached the database and answered 500 (found by the fuzz suite). Input is checked before any handler runs.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what is looked for
const BAD = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path of the first string (value or key) PostgreSQL cannot store, or null when there is none. */
export function findUnstorableString(value: unknown, where = '', depth = 0): string | null {
  if (typeof value === 'string') return BAD.test(value) ? where || '/' : null;
  if (!value || typeof value !== 'object' || depth > 32) return null;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const path = `${where}/${key}`;
    if (BAD.test(key)) return path;
    const found = findUnstorableString(item, path, depth + 1);
    if (found) return found;
  }
  return null;
}
