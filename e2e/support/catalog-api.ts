import type { Locator, Page } from '@playwright/test';

/** The newest listing with several photos, read straight from the API (for journeys that need an id). */
export async function firstListing(apiURL: string): Promise<{ id: string; slug: string; name: string }> {
  const response = await fetch(`${apiURL}/api/v1/products/public/search?limit=10`);
  const body = (await response.json()) as {
    data: { id: string; slug: string; name: string; media: unknown[] }[];
  };
  const listing = body.data.find((item) => item.media.length > 1) ?? body.data[0];
  if (!listing) throw new Error('the seeded API returned no listing');
  return listing;
}

/** The listing cards' 'Voir le bien' links in a page's main landmark (wait on `.first()` for a list to be drawn). */
export function listingCards(page: Page): Locator {
  return page.getByRole('main').getByRole('link', { name: /Voir le bien/ });
}
