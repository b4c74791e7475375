import { expect as baseExpect, test } from '../support/fixtures';
import { firstListing, listingCards } from '../support/catalog-api';

// The site shares 2 CPU cores with other builds and suites: first loads of a remote's chunks can take well over
// the default 10 s there. Conditions are still awaited (no sleeps); only the ceiling is higher.
const expect = baseExpect.configure({ timeout: 25_000 });

// Catalogue journeys (home, buy, rent, land, search, detail) on the composed production build against the seeded API (70 listings).
test.describe('catalogue', () => {
  test.describe.configure({ timeout: 90_000 });

  test('home search → results → detail → message sent', async ({ page }) => {
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Propriétés en vedette' });
    await expect(featured.getByRole('link', { name: /Voir le bien/ })).toHaveCount(6);
    await page.getByLabel('Ville, quartier, type de bien…').fill('Douala');
    await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?query=Douala$/);
    await expect(
      page.getByRole('heading', { level: 1, name: /^(Plus de )?\d+ Propriétés trouvées$/ }),
    ).toBeVisible();
    const first = listingCards(page).first();
    await first.click();
    await expect(page).toHaveURL(/\/details\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const subject = page.getByLabel('Sujet');
    await expect(subject).toHaveValue(/^Demande d'information - /);
    await page.getByLabel(/^Nom/).fill('Awa Njoya');
    await page.getByLabel(/^Email/).fill('awa.njoya@example.cm');
    await page.getByLabel(/^Message/).fill('Bonjour, ce bien est-il encore disponible ?');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(
      page.getByText(
        'Votre message a été envoyé avec succès ! Nous vous répondrons dans les plus brefs délais.',
      ),
    ).toBeVisible();
    await expect(page.getByLabel(/^Message/)).toHaveValue('');
  });

  test('search filters live in the URL and survive a reload', async ({ page }) => {
    await page.goto('/search');
    await expect(
      page.getByRole('heading', { level: 1, name: /^(Plus de )?\d+ Propriétés trouvées$/ }),
    ).toBeVisible();
    await page.getByLabel('Chambres').selectOption('3');
    await page.getByLabel('Rechercher', { exact: true }).fill('Kribi');
    await expect(page).toHaveURL(/bedrooms=3/);
    await expect(page).toHaveURL(/query=Kribi/);
    const heading = page.getByRole('heading', { level: 1, name: /Propriétés? trouvées?$/ });
    await expect(heading).toBeVisible();
    const before = await heading.textContent();
    await page.reload();
    await expect(page.getByLabel('Chambres')).toHaveValue('3');
    await expect(page.getByLabel('Rechercher', { exact: true })).toHaveValue('Kribi');
    await expect(page.getByRole('heading', { level: 1, name: before ?? '' })).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/bedrooms=3&query=Kribi|query=Kribi&bedrooms=3/);
  });

  test('search pages through the whole catalogue', async ({ page }) => {
    await page.goto('/properties');
    await expect(
      page.getByRole('heading', { level: 1, name: /^(Plus de )?\d+ Propriétés trouvées$/ }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(listingCards(page)).toHaveCount(6);
  });

  test('rent shows prices per month', async ({ page }) => {
    await page.goto('/louer');
    await expect(page.getByRole('heading', { level: 1, name: 'Louer une propriété' })).toBeVisible();
    const cards = listingCards(page);
    await expect(cards).toHaveCount(9);
    await expect(cards.first()).toContainText('/mois');
    await expect(page.getByLabel('Prix minimum (FCFA/mois)')).toBeVisible();
  });

  test('land filters by land type through the API', async ({ page }) => {
    await page.goto('/terrains');
    await expect(listingCards(page).first()).toBeVisible();
    const answer = page.waitForResponse((response) => response.url().includes('landType=agricole'));
    await page.getByLabel('Type de terrain').selectOption('agricole');
    const body = (await (await answer).json()) as { data: { land_type: string }[] };
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((item) => item.land_type === 'agricole')).toBe(true);
    await expect(listingCards(page)).toHaveCount(Math.min(6, body.data.length));
  });

  test('on a 360 px phone the filters open in a drawer closed by Réinitialiser', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/acheter');
    await page.getByRole('button', { name: 'Filtres', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filtres' });
    await expect(drawer.getByLabel('Type de bien')).toBeVisible();
    await drawer.getByRole('button', { name: 'Réinitialiser' }).click();
    await expect(drawer).toBeHidden();
  });

  test('detail gallery, favourite for anonymous visitors and /property/{id}', async ({ page, site }) => {
    const listing = await firstListing(site.apiURL);
    await page.goto(`/property/${listing.id}`);
    await expect(page).toHaveURL(new RegExp(`/details/${listing.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
    await page.getByRole('button', { name: /^Agrandir la photo 1 sur/ }).click();
    const gallery = page.getByRole('dialog', { name: /^Photos : / });
    await expect(gallery).toContainText('(1 /');
    await page.keyboard.press('ArrowRight');
    await expect(gallery).toContainText('(2 /');
    await page.keyboard.press('Escape');
    await expect(gallery).toBeHidden();
    await page.getByRole('button', { name: /Ajouter aux favoris/ }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fdetails%2F${listing.slug}$`));
  });

  test('an unknown listing shows the product-not-found page', async ({ page }) => {
    await page.goto('/details/ce-bien-n-existe-pas');
    await expect(page.getByRole('heading', { level: 1, name: 'Propriété introuvable' })).toBeVisible();
    await page.goto('/property/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Propriété introuvable' })).toBeVisible();
  });
});
