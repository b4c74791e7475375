import { screen } from '@testing-library/react';

/**
 * The page's headings in document order, as levels: one h1, and no level skipped on the way down
 * (axe/Lighthouse 'heading-order'). Returns the levels for further checks.
 */
export function expectHeadingOrder(): number[] {
  const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1);
  });
  return levels;
}
