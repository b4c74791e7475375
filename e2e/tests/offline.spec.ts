import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { firstListing } from '../support/catalog-api';
import { expect, test } from '../support/fixtures';
import { newMemberSession, newMemberWithListing, startRealSession } from '../support/profile-session';
import { repoRoot } from '../support/site';

// The site's service worker is on here (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 800 } });

/** Waits until the page is live and controlled by the site's service worker. */
async function controlled(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
    timeout: 20_000,
  });
}

test('the site can be installed: a manifest in French and in English, icons, a service worker', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await controlled(page);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await request.get(href!)).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({
    short_name: 'Immo237',
    lang: 'fr',
    start_url: '/',
    display: 'standalone',
    theme_color: '#00674B',
  });
  const icons = manifest.icons as { src: string; sizes: string; type: string }[];
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of icons) {
    const answer = await request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
  }
  await page.goto('/en/faq');
  expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.en.webmanifest');
  const english = (await (await request.get('/manifest.en.webmanifest')).json()) as Record<string, unknown>;
  expect(english).toMatchObject({ lang: 'en', start_url: '/en', short_name: 'Immo237' });
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('offline, a listing opened before reads from the device with a notice; another page shows the offline page', async ({
  page,
  context,
  site,
}) => {
  const listing = await firstListing(site.apiURL);
  await page.goto('/');
  await controlled(page);
  // Opened once online: its page and its main photo are kept.
  await page.goto(`/details/${listing.slug}`);
  await controlled(page);
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
  // The listing's own block is live (it goes into 'Vus récemment' then).
  await page.waitForFunction(() => performance.getEntriesByName('immo237:live').length > 0);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('immo237-recently-viewed') ?? ''))
    .toContain(listing.slug);
  const photo = page.locator('img[fetchpriority="high"]').first();
  await expect(photo).toHaveJSProperty('complete', true);
  await expect(page.getByRole('status').filter({ hasText: 'hors ligne' })).toHaveCount(0);

  await context.setOffline(true);
  await page.goto(`/details/${listing.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
  await expect(page.getByText('Vous êtes hors ligne — les informations peuvent avoir changé')).toBeVisible();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // The main photo comes from the device too.
  await expectMainPhotoShown(page);

  // The home page, kept too, lists it under 'Vus récemment' (kept in the browser), and it opens from the device.
  await page.goto('/');
  const recent = page.getByRole('region', { name: 'Vus récemment' });
  await recent.getByRole('link', { name: new RegExp(escape(listing.name)) }).click();
  await expect(page).toHaveURL(new RegExp(`/details/${listing.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();

  // A page never opened on this device: the offline page, with the kept listing.
  await page.goto('/agents');
  await expect(page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(escape(listing.name)) })).toHaveAttribute(
    'href',
    `/details/${listing.slug}`,
  );
  await page.getByRole('link', { name: new RegExp(escape(listing.name)) }).click();
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();

  // Back online: the page is the network's again and the notice goes.
  await context.setOffline(false);
  await page.goto(`/details/${listing.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
  await expect(page.getByText('Vous êtes hors ligne — les informations peuvent avoir changé')).toHaveCount(0);
});

/** Whether the service worker's cache `name` holds `path` (a page, a photo, an API answer). */
/** The page's main photo is drawn (read from the device when offline). */
async function expectMainPhotoShown(page: Page) {
  await expect
    .poll(() =>
      page
        .locator('img[fetchpriority="high"]')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
}

function kept(page: Page, name: string, path: string) {
  return page.evaluate(
    async ({ name, path }) => {
      if (!(await caches.has(name))) return false;
      return Boolean(await (await caches.open(name)).match(path, { ignoreVary: true }));
    },
    { name, path },
  );
}

test("offline, a member's favourites and their listings read from the device; the session's end forgets them", async ({
  page,
  context,
  request,
  site,
}) => {
  const listing = await firstListing(site.apiURL);
  const member = await newMemberSession(request, site.apiURL);
  const saved = await request.post(`${site.apiURL}/api/v1/user/favourites/${listing.id}`, {
    headers: { Authorization: `Bearer ${member.accessToken.token}` },
  });
  expect(saved.ok()).toBe(true);
  await startRealSession(page, site.baseURL, member);
  await page.goto('/');
  await controlled(page);

  // The favourites page, opened once online: the worker keeps its answer and the favourite listings' pages and
  // main photos (this listing was never opened on this device).
  await page.goto('/profile/favorites');
  await controlled(page);
  await expect(page.getByRole('heading', { level: 2, name: listing.name })).toBeVisible();
  await expect.poll(() => kept(page, 'immo237-private-v1', '/api/v1/user/favourites')).toBe(true);
  await expect.poll(() => kept(page, 'immo237-pages-v1', `/details/${listing.slug}`)).toBe(true);
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('immo237-photos-v1')).keys()).length))
    .toBeGreaterThan(0);

  await context.setOffline(true);
  await page.goto('/profile/favorites');
  await expect(page.getByText('Vous êtes hors ligne — les informations peuvent avoir changé')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: listing.name })).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByName('immo237:live').length > 0);
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: listing.name }) })
    .getByRole('link', { name: 'Voir les détails' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/details/${listing.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
  await expect(page.getByText('Vous êtes hors ligne — les informations peuvent avoir changé')).toBeVisible();
  await expectMainPhotoShown(page);

  // Back online, the member signs out: the favourites' answer and the kept pages are forgotten.
  await context.setOffline(false);
  await page.goto('/profile/favorites');
  await expect(page.getByRole('heading', { level: 2, name: listing.name })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => page.evaluate(() => caches.has('immo237-private-v1'))).toBe(false);
  await expect.poll(() => kept(page, 'immo237-pages-v1', `/details/${listing.slug}`)).toBe(false);
});

test("a reply written offline waits 'En attente d'envoi' and is sent when the connection returns", async ({
  page,
  context,
  request,
  site,
}) => {
  const { owner, id } = await newMemberWithListing(request, site.apiURL, {
    name: `Studio à Ngousso ${Date.now()}`,
    category: 'Appartement',
    price: 90_000,
  });
  const seeker = await newMemberSession(request, site.apiURL);
  const started = await request.post(`${site.apiURL}/api/v1/conversations`, {
    headers: { Authorization: `Bearer ${seeker.accessToken.token}` },
    data: { productId: id, message: 'Bonjour, le studio est-il meublé ?' },
  });
  expect(started.status()).toBe(201);
  const conversation = ((await started.json()) as { data: { id: string } }).data.id;

  await startRealSession(page, site.baseURL, seeker);
  await page.goto(`/profile/discussions/${conversation}`);
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log).toContainText('Bonjour, le studio est-il meublé ?');
  await page.waitForFunction(() => performance.getEntriesByName('immo237:live').length > 0);

  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
  const reply = `Je peux passer samedi à 10 h (${Date.now()}).`;
  await page.getByRole('textbox', { name: 'Votre message' }).fill(reply);
  await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
  const waiting = log.getByRole('listitem').filter({ hasText: reply });
  await expect(waiting).toContainText("En attente d'envoi");
  await expect(page.getByRole('textbox', { name: 'Votre message' })).toHaveValue('');
  // Kept in the browser: a reload would find it.
  expect(await page.evaluate(() => localStorage.getItem('immo237-outbox'))).toContain(reply);

  await context.setOffline(false);
  await expect(log.getByText("En attente d'envoi")).toHaveCount(0);
  await expect(log.getByRole('listitem').filter({ hasText: reply })).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('immo237-outbox'))).toBeNull();

  // The other side has it.
  await expect
    .poll(async () => {
      const answer = await request.get(`${site.apiURL}/api/v1/conversations/${conversation}/messages`, {
        headers: { Authorization: `Bearer ${owner.accessToken.token}` },
      });
      const body = (await answer.json()) as { data: { body: string }[] };
      return body.data.map((message) => message.body);
    })
    .toContain(reply);
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A house listed by a new owner, and a new member signed in on `page` who will write to them. */
async function seekerBesideListing(
  page: Page,
  request: APIRequestContext,
  site: { apiURL: string; baseURL: string },
  name: string,
  price: number,
) {
  const listed = await newMemberWithListing(request, site.apiURL, { name, category: 'Maison', price });
  const seeker = await newMemberSession(request, site.apiURL);
  await startRealSession(page, site.baseURL, seeker);
  return listed;
}

/** The owner's discussions as the API lists them, as text. */
async function ownerDiscussions(
  request: APIRequestContext,
  apiURL: string,
  owner: { accessToken: { token: string } },
) {
  const answer = await request.get(`${apiURL}/api/v1/conversations`, {
    headers: { Authorization: `Bearer ${owner.accessToken.token}` },
  });
  return JSON.stringify(await answer.json());
}

test("a listing's message written offline waits, a logout asks before dropping it, and it goes when the connection returns", async ({
  page,
  context,
  request,
  site,
}) => {
  const { owner, slug } = await seekerBesideListing(
    page,
    request,
    site,
    `Villa à Logpom ${Date.now()}`,
    250_000,
  );
  await page.goto(`/details/${slug}`);
  await page.waitForFunction(() => performance.getEntriesByName('immo237:live').length > 0);
  const contact = page.getByRole('region', { name: 'Contacter le propriétaire' });
  // The form's own code comes after the page is live: offline before it, the form waits for the connection (the
  // next test); here it is the outbox that is tried.
  await expect(contact.getByRole('button', { name: 'Envoyer le message' })).not.toHaveAttribute(
    'data-awaits-script',
  );

  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
  const message = `La villa a-t-elle un forage ? (${Date.now()})`;
  await contact.getByRole('textbox', { name: /^Message/ }).fill(message);
  await contact.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(contact.getByRole('status').filter({ hasText: "En attente d'envoi" })).toContainText(message);
  expect(await page.evaluate(() => localStorage.getItem('immo237-outbox'))).toContain(message);

  // Still offline, the member tries to log out: asked first; saying no keeps the session and the message.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: /Menu du compte de/ }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Déconnexion' }).click();
  await expect
    .poll(() => asked)
    .toEqual([
      "Un message attend encore d'être envoyé : il sera perdu si vous vous déconnectez maintenant. " +
        'Se déconnecter quand même ?',
    ]);
  await expect(page.getByRole('button', { name: /Menu du compte de/ })).toBeVisible();
  await expect(contact.getByText("En attente d'envoi")).toBeVisible();

  // Back online: it starts the discussion, and the form says so.
  await context.setOffline(false);
  await expect(
    contact.getByText("Votre message a été envoyé à l'annonceur. Sa réponse arrivera dans vos discussions."),
  ).toBeVisible();
  await expect(contact.getByText("En attente d'envoi")).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('immo237-outbox'))).toBeNull();
  await expect.poll(() => ownerDiscussions(request, site.apiURL, owner)).toContain(message);
});

/** The files of the catalogue's chunk group that `request` (a module of the remote, './contact-form') starts. */
function catalogChunkFiles(request: string): string[] {
  const graph = JSON.parse(readFileSync(path.join(repoRoot, 'mf-catalog/dist/chunk-graph.json'), 'utf8')) as {
    groups: { requests: string[]; files: string[] }[];
  };
  const group = graph.groups.find((candidate) => candidate.requests.includes(request));
  if (!group) throw new Error(`mf-catalog/dist/chunk-graph.json has no group for ${request}`);
  return group.files;
}

test("offline before the contact form's code arrived: the listing stays, and what was written goes once the connection returns", async ({
  page,
  context,
  request,
  site,
}) => {
  const { owner, slug } = await seekerBesideListing(
    page,
    request,
    site,
    `Maison à Bonapriso ${Date.now()}`,
    180_000,
  );
  // The form's files are held as a loaded phone's network would, and fail once the phone is offline. Held for the
  // whole context: the page asks for them itself, or through the site's service worker once it controls the page.
  const files = catalogChunkFiles('./contact-form');
  const held: Route[] = [];
  const holdForm = (route: Route) => {
    held.push(route);
  };
  const isFormFile = (url: URL) => files.some((file) => url.pathname.endsWith(`/${file}`));
  await context.route(isFormFile, holdForm);

  await page.goto(`/details/${slug}`);
  await page.waitForFunction(() => performance.getEntriesByName('immo237:live').length > 0);
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
  await Promise.all(held.map((route) => route.abort('internetdisconnected')));
  await context.unroute(isFormFile, holdForm);

  // The listing is still there, not an error screen, and its form, drawn by the server, still takes a message.
  await expect(page.getByRole('heading', { level: 1, name: /Maison à Bonapriso/ })).toBeVisible();
  await expect(page.getByText('Service temporairement indisponible')).toHaveCount(0);
  const contact = page.getByRole('region', { name: 'Contacter le propriétaire' });
  const send = contact.getByRole('button', { name: 'Envoyer le message' });
  await expect(send).toHaveAttribute('data-awaits-script', 'submit');
  const message = `Le quartier est-il calme la nuit ? (${Date.now()})`;
  await contact.getByRole('textbox', { name: /^Message/ }).fill(message);
  await send.click();
  await expect(send).toHaveAttribute('aria-busy', 'true');

  // Back online, the form's code arrives, takes over the message and sends it.
  await context.setOffline(false);
  await expect(
    contact.getByText("Votre message a été envoyé à l'annonceur. Sa réponse arrivera dans vos discussions."),
  ).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => ownerDiscussions(request, site.apiURL, owner)).toContain(message);
});
