import type { TranslationTree } from './resources';

/** Thrown on a missing translation outside production so a forgotten key breaks tests, not users. */
export class MissingTranslationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MissingTranslationError';
  }
}

export const failsLoudly = (): boolean => process.env.NODE_ENV !== 'production';

export function throwMissingKey(lngs: readonly string[], ns: string, key: string): never {
  const message = `Clé de traduction manquante « ${ns}:${key} » (${lngs.join(', ')})`;
  console.error(message);
  throw new MissingTranslationError(message);
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Leaf keys of a tree, plural suffixes folded, since French has `_many` and English does not. */
export function leafKeys(tree: TranslationTree, prefix = ''): Set<string> {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.add(path.replace(PLURAL_SUFFIX, ''));
    else for (const nested of leafKeys(value, path)) keys.add(nested);
  }
  return keys;
}

/** Keys present in one language and not the other, e.g. ['en: home.title']. */
export function diffLanguages(fr: TranslationTree, en: TranslationTree): string[] {
  const frKeys = leafKeys(fr);
  const enKeys = leafKeys(en);
  return [
    ...[...frKeys].filter((key) => !enKeys.has(key)).map((key) => `en: ${key}`),
    ...[...enKeys].filter((key) => !frKeys.has(key)).map((key) => `fr: ${key}`),
  ];
}
