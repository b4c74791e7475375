// Visits booked on the site: an owner gives a listing visit hours in 'Mes biens' (a desktop), a seeker asks for a
// slot from the listing's page on a phone at 360 px, the owner confirms it in 'Mes visites', and the seeker sees it
// confirmed; the request and the confirmation are messages of their discussion.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { newMemberSession, newMemberWithListing, signedInPage } from '../support/profile-session';

const live = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('immo237:live').length > 0);

test('an owner sets visit hours, a seeker books a slot on a phone, the owner confirms it', async ({
  browser,
  request,
  site,
}) => {
  test.setTimeout(90_000);
  const name = `Appartement meublé à Bonapriso ${Date.now()}`;
  const { owner, slug } = await newMemberWithListing(request, site.apiURL, {
    name,
    category: 'Appartement',
    price: 350_000,
    is_for_sale: false,
  });
  const seekerLogin = await newMemberSession(request, site.apiURL);
  const ownerSide = await signedInPage(browser, site.baseURL, owner, { width: 1280, height: 900 });
  const seeker = await signedInPage(browser, site.baseURL, seekerLogin, { width: 360, height: 800 });
  try {
    // The owner opens 'Disponibilités de visite' of the listing and gives every day 16h–18h (the form's hours).
    await ownerSide.page.goto('/profile/articles');
    await live(ownerSide.page);
    await ownerSide.page.getByRole('button', { name: `Disponibilités de visite de ${name}` }).click();
    const dialog = ownerSide.page.getByRole('dialog', { name: `Disponibilités de visite — ${name}` });
    for (const day of ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche']) {
      await dialog.getByRole('checkbox', { name: day, exact: true }).check();
    }
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(ownerSide.page.getByText('Disponibilités enregistrées.')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // The seeker asks for the first free slot from the listing's page, with a message.
    await seeker.page.goto(`/details/${slug}`);
    await live(seeker.page);
    const booking = seeker.page.getByRole('region', { name: 'Demander une visite' });
    await expect(booking.getByText('Visite gratuite')).toBeVisible();
    await booking.getByRole('radio').first().check();
    await booking
      .getByRole('textbox', { name: 'Votre message (facultatif)' })
      .fill('Je viendrai avec ma sœur.');
    await booking.getByRole('button', { name: 'Demander une visite' }).click();
    await expect(booking.getByRole('status')).toContainText('Demande envoyée pour');

    // The owner confirms it in 'Mes visites'.
    await ownerSide.page.goto('/profile/visites');
    const coming = ownerSide.page.getByRole('region', { name: 'À venir' });
    const card = coming.getByRole('listitem').filter({ hasText: name });
    await expect(card.getByText('Votre réponse est attendue')).toBeVisible();
    await expect(card.getByText('« Je viendrai avec ma sœur. »')).toBeVisible();
    await card.getByRole('button', { name: 'Confirmer' }).click();
    await expect(card.getByText('Confirmée')).toBeVisible();

    // The seeker sees it confirmed, and the discussion holds the request and the confirmation.
    await seeker.page.goto('/profile/visites');
    const mine = seeker.page
      .getByRole('region', { name: 'À venir' })
      .getByRole('listitem')
      .filter({ hasText: name });
    await expect(mine.getByText('Confirmée')).toBeVisible();
    await mine.getByRole('link', { name: 'Voir la discussion' }).click();
    const log = seeker.page.getByRole('log', { name: 'Messages' });
    await expect(log.getByText(/Demande de visite : /)).toBeVisible();
    await expect(log.getByText(/Visite confirmée : /)).toBeVisible();
  } finally {
    await Promise.all([seeker.context.close(), ownerSide.context.close()]);
  }
});
