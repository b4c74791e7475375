/** Case- and accent-insensitive form used by the page searches ('Yaounde' finds 'Yaoundé'). */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}
