/**
 * French rule: 0 and 1 (and anything below 2) take the singular: '0 pièce', '1,5 pièce', '2 pièces'.
 * For texts inside i18n use `t('format.rooms', { count })`, which applies the same rule per language.
 */
export function pluralFr(count: number, singular: string, plural: string): string {
  return Math.abs(count) < 2 ? singular : plural;
}
