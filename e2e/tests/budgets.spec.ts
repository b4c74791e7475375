import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { firstListing } from '../support/catalog-api';

// The first load of every benchmarked page costs at most 1 MB over the wire, images included
// (React and React DOM fetched once: composition.spec.ts; JS byte budgets: `pnpm build`). Bytes on the wire are deterministic for a given build and seed (unlike
// times), so this is a test; the timings live in `pnpm bench:web`.
const PAGE_BUDGET = 1024 * 1024;

/** Encoded bytes of every response the page received (headers + body), by URL. */
function recordTransfers(page: Page): Map<string, number> {
  const transfers = new Map<string, number>();
  page.on('requestfinished', (request) => {
    void request.sizes().then(
      (sizes) =>
        transfers.set(
          request.url(),
          (transfers.get(request.url()) ?? 0) + sizes.responseHeadersSize + sizes.responseBodySize,
        ),
      () => undefined,
    );
  });
  return transfers;
}

test.describe('first load of each benchmarked page (360 px phone)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  const pages: { name: string; path: (apiURL: string) => Promise<string> }[] = [
    { name: '/', path: async () => '/' },
    { name: '/search', path: async () => '/search' },
    { name: '/acheter', path: async () => '/acheter' },
    { name: '/louer', path: async () => '/louer' },
    { name: '/terrains', path: async () => '/terrains' },
    { name: '/details/{slug}', path: async (apiURL) => `/details/${(await firstListing(apiURL)).slug}` },
    { name: '/faq', path: async () => '/faq' },
    { name: '/agents', path: async () => '/agents' },
    { name: '/login', path: async () => '/login' },
  ];

  for (const entry of pages) {
    test(`${entry.name} ≤ 1 MB`, async ({ page, site }) => {
      const transfers = recordTransfers(page);
      await page.goto(await entry.path(site.apiURL));
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      // Everything the first load asked for has arrived (the page's own requests, images in view included).
      await page.waitForLoadState('networkidle');
      await expect
        .poll(() => [...transfers.values()].reduce((sum, size) => sum + size, 0))
        .toBeGreaterThan(0);
      const total = [...transfers.values()].reduce((sum, size) => sum + size, 0);
      const largest = [...transfers.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);
      console.log(
        `${entry.name}: ${(total / 1024).toFixed(1)} KB in ${transfers.size} responses; largest: ${largest
          .map(([url, size]) => `${new URL(url).pathname} ${(size / 1024).toFixed(1)} KB`)
          .join(', ')}`,
      );
      expect(total, `${entry.name} transferred ${(total / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(
        PAGE_BUDGET,
      );
    });
  }
});
