import { expect, test } from '../support/fixtures';
import { firstListing } from '../support/catalog-api';
import { newMemberSession, photo } from '../support/profile-session';

// The server's markup is kept through hydration: the home's listings (a block hydrated once the browser is idle)
// are never removed and drawn again. They were, when the shell re-rendered its pages after hydration
// (shell/src/app/app.tsx): React threw away the block still waiting for its code and showed its loading state.
test('the home’s listings drawn by the server stay in the page while it comes alive', async ({
  page,
  request,
  site,
}) => {
  // The home features the newest listings: one with a photo is published first, whatever the tests before left, and
  // the check waits until the server draws it (its page cache follows the catalogue's version within a second).
  const name = `Villa en vedette avec photo ${Date.now()}`;
  const owner = await newMemberSession(request, site.apiURL);
  const created = await request.post(`${site.apiURL}/api/v1/products/create`, {
    headers: { Authorization: `Bearer ${owner.accessToken.token}` },
    multipart: {
      product_data: JSON.stringify({ name, category: 'Villa', price: 90_000_000 }),
      images: photo(0, 'villa.png'),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await expect.poll(async () => (await request.get(`${site.baseURL}/`)).text()).toContain(name);

  const counts: number[] = [];
  await page.exposeFunction('reportListingPhotos', (count: number) => counts.push(count));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportListingPhotos: (count: number) => void })
      .reportListingPhotos;
    new MutationObserver(() => report(document.querySelectorAll('#root article img').length)).observe(
      document,
      {
        subtree: true,
        childList: true,
      },
    );
  });
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // The deferred block hydrates when the browser is idle: wait until its remote’s code has arrived and run.
  await expect(page.getByRole('heading', { name: 'Propriétés en vedette' })).toBeVisible();
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((e) => /remoteEntry/.test(e.name)),
  );
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  await expect(page.locator('#root article img').first()).toBeVisible();
  const seen = counts.filter((count, i) => i === 0 || counts[i - 1] !== count);
  // The photos arrive with the HTML (0 while it is parsed, then all of them) and are never taken out.
  const first = seen.findIndex((count) => count > 0);
  expect(first).toBeGreaterThanOrEqual(0);
  expect(
    seen.slice(first).every((count) => count > 0),
    JSON.stringify(seen),
  ).toBe(true);
});

// A field replaced while the page goes live loses its focus and whatever is being typed into it: every field the
// server drew must still be the same element once the page is live, on a phone and on a desktop.
for (const width of [360, 1280]) {
  test(`the fields the server drew are the ones a visitor keeps typing in once the page is live (${width} px)`, async ({
    page,
    site,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    const listing = await firstListing(site.apiURL);
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { removedFields: string[] }).removedFields = removed;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes) {
            if (!(node instanceof Element)) continue;
            const fields = node.matches('input, select, textarea')
              ? [node]
              : [...node.querySelectorAll('input, select, textarea')];
            for (const field of fields) removed.push(field.getAttribute('name') ?? field.id);
          }
      }).observe(document, { subtree: true, childList: true });
    });
    for (const path of [
      '/search',
      '/acheter',
      '/louer',
      '/terrains',
      `/details/${listing.slug}`,
      '/login',
      '/register',
      '/forgot-password',
      '/contact',
      '/faq',
      '/agents',
      '/en/search',
    ]) {
      await page.goto(path);
      await page.waitForFunction(() => performance.getEntriesByName('immo237:live').length > 0);
      // The parts a page hydrates once the browser is idle are live too.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
      const removed = await page.evaluate(
        () => (window as unknown as { removedFields: string[] }).removedFields,
      );
      expect(removed, `fields replaced on ${path}`).toEqual([]);
    }
  });
}
