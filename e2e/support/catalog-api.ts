import type { Locator, Page } from '@playwright/test';

/** The newest listing with several photos, read straight from the API (for journeys that need an id). */
export async function firstListing(apiURL: string): Promise<{ id: string; slug: string; name: string }> {
  // The newest listings may be other tests' ones, without photos: look further, page by page, for one with photos.
  let fallback: { id: string; slug: string; name: string } | undefined;
  for (let page = 1; page <= 10; page += 1) {
    const response = await fetch(`${apiURL}/api/v1/products/public/search?limit=50&page=${page}`);
    const body = (await response.json()) as {
      data: { id: string; slug: string; name: string; media: unknown[] }[];
    };
    fallback ??= body.data[0];
    const listing = body.data.find((item) => item.media.length > 1);
    if (listing) return listing;
    if (body.data.length < 50) break;
  }
  if (!fallback) throw new Error('the seeded API returned no listing');
  return fallback;
}

/** The listing cards' 'Voir le bien' links in a page's main landmark (wait on `.first()` for a list to be drawn). */
export function listingCards(page: Page): Locator {
  return page.getByRole('main').getByRole('link', { name: /Voir le bien/ });
}
