// The FAQ is product content: its texts live in the i18n files (fr + en), this module only fixes the order and the
// ids. An id is '<category>-<index>' (index from 0), the form the deep link '#category-index' uses.
export const FAQ_CATEGORIES = ['general', 'buying', 'renting', 'selling', 'legal', 'services'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export const FAQ_INDEXES = [0, 1, 2] as const;
export type FaqIndex = (typeof FAQ_INDEXES)[number];

export interface FaqEntry {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
}

export function faqEntryId(category: FaqCategory, index: FaqIndex): string {
  return `${category}-${index}`;
}

/** Reads '#buying-1' (with or without '#') into an entry id, or null when it names no entry. */
export function parseFaqHash(hash: string): string | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const [category, index] = id.split('-');
  const known =
    (FAQ_CATEGORIES as readonly string[]).includes(category ?? '') &&
    (FAQ_INDEXES as readonly number[]).includes(Number(index));
  return known && /^[a-z]+-\d$/.test(id) ? id : null;
}
