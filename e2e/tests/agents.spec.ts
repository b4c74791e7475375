import { expect, test } from '../support/fixtures';
import { findAdminMail, decodeMail, outboxMails } from '../support/content-outbox';

// Agents are accounts with pages of their own (seeded: the eight agents of /agents, with listings).
test.describe('/agents/{slug}', () => {
  test("the agent page lists that agent's listings, and its contact form delivers a message", async ({
    page,
    request,
    site,
  }) => {
    const api = await (await request.get(`${site.apiURL}/api/v1/agents/brenda-ebai`)).json();
    const listings = api.data.products as { slug: string; name: string }[];
    expect(listings.length).toBeGreaterThan(0);

    // From /agents: the card's name links to the page.
    await page.goto('/agents');
    await page
      .getByRole('article', { name: 'Brenda Ebai' })
      .getByRole('link', { name: 'Brenda Ebai' })
      .click();
    await expect(page).toHaveURL(/\/agents\/brenda-ebai$/);
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1, name: 'Brenda Ebai' })).toBeVisible();
    await expect(main.getByText('Propriétés à la plage')).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: /annonces? actives?$/ })).toHaveText(
      listings.length === 1 ? '1 annonce active' : `${listings.length} annonces actives`,
    );
    for (const listing of listings) {
      await expect(main.getByRole('link', { name: new RegExp(listing.name) }).first()).toHaveAttribute(
        'href',
        `/details/${listing.slug}`,
      );
    }

    // The contact form: required fields, then the message reaches the agent's mailbox (and the team's copy).
    const form = main.getByRole('region', { name: 'Contacter Brenda Ebai' });
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(form.getByText('Le message est requis')).toBeVisible();
    const marker = `agent-page-e2e-${Date.now()}`;
    await form.getByLabel(/Votre nom/).fill('Lucie Atangana');
    await form.getByLabel(/Votre adresse e-mail/).fill('lucie@example.cm');
    await form.getByLabel(/Votre message/).fill(`Une maison à Kribi ? ${marker}`);
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Votre message a été envoyé avec succès ! Nous vous répondrons dans les plus brefs délais.',
    );
    await expect.poll(() => findAdminMail(site.dataDir, marker)).toBeTruthy();
    const toAgent = (await outboxMails(site.dataDir))
      .map(decodeMail)
      .find((mail) => mail.includes(marker) && mail.includes('brenda.ebai@agents.immo237.cm'));
    expect(toAgent).toContain("Message pour l'agent Brenda Ebai (Propriétés à la plage, Kribi) :");
    expect(toAgent).toContain('De : Lucie Atangana <lucie@example.cm>');

    // A listing's page names its agent: 'Publié par' links back to the agent's page.
    await main
      .getByRole('link', { name: new RegExp(listings[0]!.name) })
      .first()
      .click();
    const published = page.getByRole('region', { name: 'Publié par' });
    await expect(published.getByRole('link', { name: 'Brenda Ebai' })).toHaveAttribute(
      'href',
      '/agents/brenda-ebai',
    );
    await expect(published).toContainText(/Membre depuis \S+ \d{4}/);
  });

  test('the server draws the page with its own head; an unknown agent is a 404 with the not-found screen', async ({
    request,
    page,
  }) => {
    const response = await request.get('/agents/ibrahim-oumarou');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      '<title>Ibrahim Oumarou, agent immobilier — Propriétés commerciales | Immo237</title>',
    );
    expect(html).toMatch(/<meta property="og:title" content="Ibrahim Oumarou, agent immobilier/);
    expect(html).toMatch(
      /<meta name="description" content="Ibrahim Oumarou, agent immobilier \(Propriétés commerciales\) à Garoua/,
    );
    expect(html).toContain('<h1');

    // sitemap.xml lists every agent's page: checked in serving.spec.ts (the sitemap is kept ten minutes, so one
    // spec reads it, after the listings the earlier specs create).

    const missing = await request.get('/agents/personne-inconnue');
    expect(missing.status()).toBe(404);
    await page.goto('/agents/personne-inconnue');
    await expect(page.getByRole('heading', { level: 1, name: 'Agent introuvable' })).toBeVisible();
  });
});
