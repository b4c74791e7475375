export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Pages to show: always the first and last, the current one with `siblings` on each side, and an
 * ellipsis for each gap. A gap of a single page shows that page instead (an ellipsis would hide
 * nothing). Keeps the bar short enough for a 360 px screen.
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  // first + last + current + siblings + two ellipses
  const slots = siblings * 2 + 5;
  if (pageCount <= slots) return Array.from({ length: pageCount }, (_, index) => index + 1);

  const start = Math.max(2, current - siblings);
  const end = Math.min(pageCount - 1, current + siblings);
  const items: PageItem[] = [1];
  if (start > 3) items.push('ellipsis-start');
  else for (let value = 2; value < start; value += 1) items.push(value);
  for (let value = start; value <= end; value += 1) items.push(value);
  if (end < pageCount - 2) items.push('ellipsis-end');
  else for (let value = end + 1; value < pageCount; value += 1) items.push(value);
  items.push(pageCount);
  return items;
}
