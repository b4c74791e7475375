// Listing and profile text holding HTML or script shows as TEXT everywhere — search cards, the detail
// page and its JSON-LD, the shell's Open Graph head of /details/{slug}, the profile page, the header's user menu and
// the e-mails of the outbox. Nothing may run: window.__xss stays undefined and no dialog opens.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { decodeMail, outboxMails } from '../support/content-outbox';
import { loginByApi, signUpUser, startRealSession } from '../support/profile-session';

test.describe.configure({ timeout: 90_000 });

const PAYLOADS = {
  script: '<script>window.__xss=1</script>',
  img: '<img src=x onerror="window.__xss=1">',
  svg: '"><svg onload=window.__xss=1>',
  close: '</script><script>window.__xss=1</script>',
} as const;
const ALL = Object.values(PAYLOADS).join(' ');

/** Counts dialogs (alert/confirm/prompt) and records what the page would have run. */
function watch(page: Page) {
  const seen = { dialogs: 0 };
  page.on('dialog', (dialog) => {
    seen.dialogs += 1;
    void dialog.dismiss();
  });
  return seen;
}

async function expectNothingRan(page: Page, seen: { dialogs: number }) {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(seen.dialogs).toBe(0);
  // No element was made out of the payloads: they are text nodes only.
  await expect(page.locator('img[src="x"], img[onerror], svg[onload]')).toHaveCount(0);
  const inlineScripts = await page
    .locator('script:not([src]):not([type="application/ld+json"]):not([type="application/json"])')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
  expect(inlineScripts.filter((text) => text.includes('__xss'))).toEqual([]);
  // The server's data for the page (inert JSON, never run) carries the payloads as escaped text: still one
  // element each, whatever the listing says.
  const data = await page
    .locator('script[type="application/json"]')
    .evaluateAll((nodes) => nodes.map((node) => node.outerHTML));
  for (const html of data)
    expect(html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'))).not.toContain('<');
}

async function authed(request: APIRequestContext, token: string) {
  return { headers: { Authorization: `Bearer ${token}` } };
}

test('listing, profile and message text with HTML or script shows as text everywhere', async ({
  page,
  request,
  site,
}) => {
  const stamp = `xss${Date.now()}`;
  const account = await signUpUser(request, site.apiURL);
  const first = await loginByApi(request, site.apiURL, account);

  // The profile: names and bio are payloads.
  const firstName = `Awa ${PAYLOADS.img}`;
  const lastName = `Nkono ${PAYLOADS.svg}`;
  const bio = `Bio ${stamp} ${PAYLOADS.close} ${PAYLOADS.script}`;
  const profile = await request.patch(`${site.apiURL}/api/v1/user/update-profile`, {
    ...(await authed(request, first.accessToken.token)),
    data: { firstName, lastName, bio },
  });
  expect(profile.status(), await profile.text()).toBe(200);

  // The listing: every free-text field is a payload.
  const name = `Villa ${stamp} ${PAYLOADS.script} ${PAYLOADS.svg}`;
  const description = `Description ${stamp} ${PAYLOADS.close} ${PAYLOADS.img}`;
  const conditions = `Conditions ${PAYLOADS.img} ${PAYLOADS.close}`;
  const district = `Bastos ${PAYLOADS.svg}`;
  const tags = [PAYLOADS.script, PAYLOADS.img, PAYLOADS.close];
  const created = await request.post(`${site.apiURL}/api/v1/products/create`, {
    ...(await authed(request, first.accessToken.token)),
    data: {
      name,
      description,
      conditions,
      category: 'Villa',
      price: 45_000_000,
      currency: 'XAF',
      is_for_sale: true,
      status: 'ACTIVE',
      tags,
      location: { city: 'Yaoundé', district },
      features: { bedrooms: 4, bathrooms: 2, area: 250, areaUnit: 'm²' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const listing = ((await created.json()) as { data: { id: string; slug: string; name: string } }).data;
  expect(listing.name).toBe(name);

  // A fresh login carries the payload names in the session the header shows.
  const login = await loginByApi(request, site.apiURL, account);
  await startRealSession(page, site.baseURL, login);
  const seen = watch(page);

  // Search cards.
  await page.goto(`/search?query=${stamp}`);
  await expect(page.getByRole('heading', { level: 1, name: /^1 Propriété trouvée$/ })).toBeVisible();
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await expectNothingRan(page, seen);

  // Buy page (is_for_sale): the newest listings come first.
  await page.goto(`/acheter?query=${stamp}`);
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await expectNothingRan(page, seen);

  // The detail page: name, description, conditions and district as text; JSON-LD cannot close its script.
  await page.goto(`/details/${listing.slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(description).first()).toBeVisible();
  await expect(page.getByText(conditions).first()).toBeVisible();
  await expect(page.getByText(district).first()).toBeVisible();
  const jsonLd = page.locator('script[type="application/ld+json"]');
  await expect(jsonLd).toHaveCount(1);
  const raw = await jsonLd.evaluate((node) => node.innerHTML);
  expect(raw).not.toContain('<');
  const data = JSON.parse(raw) as { name: string; description: string; address: { streetAddress: string } };
  expect(data.name).toBe(name);
  expect(data.description).toBe(description);
  expect(data.address.streetAddress).toBe(district);
  await expectNothingRan(page, seen);

  // The header's user menu: the payload names are the button's label and text.
  const menu = page.getByRole('button', { name: /Awa/ });
  await expect(menu).toBeVisible();
  // The button's name is its visible text (a hidden 'Menu du compte de' plus the name), never markup.
  await expect(menu).toHaveAccessibleName(`Menu du compte de ${firstName} ${lastName}`);
  await expect(menu).toContainText(`${firstName} ${lastName}`);
  await menu.click();
  await expectNothingRan(page, seen);

  // The shell server's own head for /details/{slug}: Open Graph attributes are escaped.
  const head = await request.get(`${site.baseURL}/details/${listing.slug}`);
  expect(head.status()).toBe(200);
  const html = await head.text();
  for (const payload of Object.values(PAYLOADS)) expect(html).not.toContain(payload);
  const og = html.match(/<meta property="og:title" content="([^"]*)">/);
  expect(og?.[1]).toContain('&lt;script&gt;window.__xss=1&lt;/script&gt;');
  expect(og?.[1]).toContain('&quot;&gt;&lt;svg onload=window.__xss=1&gt;');
  expect(html).toMatch(/<meta property="og:description" content="[^"<>]*Description xss\d+ &lt;\/script&gt;/);
  expect(html).toMatch(/<title>[^<]*&lt;script&gt;[^<]*<\/title>/);

  // The profile page: names and bio as text.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  await expect(page.getByText(bio).first()).toBeVisible();
  await expect(page.getByText(firstName, { exact: false }).first()).toBeVisible();
  await expectNothingRan(page, seen);

  // E-mails: the contact form and the detail page's message, both with payloads.
  const contact = await request.post(`${site.apiURL}/api/v1/contact`, {
    data: {
      name: `Visiteur ${PAYLOADS.svg}`,
      email: 'xss@example.cm',
      subject: 'question',
      message: `${stamp}-contact ${ALL}`,
    },
  });
  expect(contact.status(), await contact.text()).toBe(201);
  const message = await request.post(`${site.apiURL}/api/v1/user/send-message-to-admin`, {
    data: {
      name: `Acheteur ${PAYLOADS.img}`,
      email: 'xss@example.cm',
      subject: `Sujet ${PAYLOADS.script}`,
      message: `${stamp}-listing ${ALL}`,
      propertyId: listing.id,
    },
  });
  expect(message.status(), await message.text()).toBe(200);
  let mails: string[] = [];
  await expect
    .poll(async () => {
      mails = (await outboxMails(site.dataDir)).filter((mail) => decodeMail(mail).includes(stamp));
      return mails.length;
    })
    // Contact: admin (the sender's copy is a fixed text holding nothing they wrote); listing message: admin + owner.
    .toBeGreaterThanOrEqual(3);
  for (const mail of mails) {
    const text = decodeMail(mail);
    // Any HTML part must carry the text escaped; a text/plain part shows it as typed, which no client runs.
    const parts = text.split(/^Content-Type:/im).slice(1);
    expect(parts.length).toBeGreaterThan(0);
    for (const part of parts) {
      if (/^\s*text\/html/i.test(part)) {
        for (const payload of Object.values(PAYLOADS)) expect(part).not.toContain(payload);
      } else {
        expect(part).toMatch(/^\s*(text\/plain|multipart\/)/i);
      }
    }
  }
  const listingMail = mails.map(decodeMail).find((mail) => mail.includes(`${stamp}-listing`));
  expect(listingMail).toBeDefined();
});
