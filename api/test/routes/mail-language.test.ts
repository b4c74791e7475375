// E-mails follow the recipient's chosen language: an account chooses French or English at sign-up (the page it
// signed up on) or in its profile ('Langue des e-mails'), and every mail to it is written in that language, its
// links pointing to the site's pages in it (English at '/en/…'). A visitor without an account gets the contact
// page's copy in the language of the page they wrote from.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { describeFiltersIn } from '../../src/mails/alerts.js';
import { mailFor, siteLink } from '../../src/mails/index.js';
import { SITE_REASONS } from '../../src/mails/verification.js';
import {
  assertRefused,
  bearerOf,
  callAs,
  confirmVisit,
  createListing,
  login,
  outbox,
  PASSWORD,
  requestVisit,
  setupTestApp,
  setVisitHours,
  startConversation,
  uniqueEmail,
} from '../helper.js';

let now = Date.now();
const ctx = setupTestApp({ clock: () => new Date(now), messageMailQuietS: 120 });

const signupAs = (language?: unknown, email = uniqueEmail()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: {
      email,
      password: PASSWORD,
      firstName: 'Aïcha',
      lastName: 'Mbarga',
      ...(language ? { language } : {}),
    },
  });

/** A signed-in account whose mails are in `language` (French when none is given). */
async function member(language?: 'fr' | 'en') {
  const res = await signupAs(language);
  assert.equal(res.statusCode, 201, res.body);
  const user = res.json().data as { id: string; email: string; language: string };
  return { user, auth: bearerOf(await login(ctx.app, user.email)) };
}

/** The mails sent to `email` so far, decoded, oldest first. */
const mailsTo = (email: string) => outbox(ctx.dataDir).filter((mail) => mail.includes(`To: ${email}`));
const site = () => ctx.config.publicUrl;

test('a link of the site in a language: French at its own path, English under /en', () => {
  assert.equal(
    siteLink('https://immo237.cm', 'fr', '/details/villa-x'),
    'https://immo237.cm/details/villa-x',
  );
  assert.equal(
    siteLink('https://immo237.cm', 'en', '/details/villa-x'),
    'https://immo237.cm/en/details/villa-x',
  );
  assert.equal(siteLink('https://immo237.cm', 'en', '/'), 'https://immo237.cm/en');
  assert.equal(siteLink('https://immo237.cm', 'en', '/?q=1'), 'https://immo237.cm/en?q=1');
});

test('sign-up stores the language of the page, French by default, and writes the verification mail in it', async () => {
  const english = await member('en');
  assert.equal(english.user.language, 'en');
  const profile = await callAs(ctx.app, english.auth, 'GET', '/api/v1/user/user-profile');
  assert.equal(profile.json().data.language, 'en');
  const [verify] = mailsTo(english.user.email);
  assert.ok(verify, 'a verification mail');
  assert.match(verify, /Hello Aïcha,/);
  assert.match(verify, /Confirm your e-mail address by opening this link/);
  assert.ok(verify.includes(`${site()}/en/auth/verify-email?token=`), 'an English link');

  const french = await member();
  assert.equal(french.user.language, 'fr');
  const [confirmation] = mailsTo(french.user.email);
  assert.ok(confirmation);
  assert.match(confirmation, /Confirmez votre adresse e-mail en ouvrant ce lien \(valable 24 heures\)/);
  assert.ok(confirmation.includes(`${site()}/auth/verify-email?token=`), 'a French link');
});

test('a language other than French or English is refused, at sign-up and in the profile', async () => {
  assertRefused(await signupAs('de'), 400, 'VALIDATION_ERROR');
  const { auth } = await member();
  assertRefused(
    await callAs(ctx.app, auth, 'PATCH', '/api/v1/user/update-profile', { language: 'EN' }),
    400,
    'VALIDATION_ERROR',
  );
});

test('the profile changes the language of the e-mails, and its answer tells it', async () => {
  const { user, auth } = await member();
  const changed = await callAs(ctx.app, auth, 'PATCH', '/api/v1/user/update-profile', { language: 'en' });
  assert.equal(changed.statusCode, 200, changed.body);
  assert.equal(changed.json().data.language, 'en');
  const other = await callAs(ctx.app, auth, 'PATCH', '/api/v1/user/update-profile', {
    bio: 'Agent à Douala',
  });
  assert.equal(other.json().data.language, 'en', 'kept when another field changes');

  await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    payload: { email: user.email },
  });
  await ctx.app.background.settled();
  const reset = mailsTo(user.email).find((mail) => mail.includes('reset-password'));
  assert.ok(reset, 'a reset mail');
  assert.match(reset, /To choose a new password, open this link \(valid for 1 hour, once\):/);
  assert.ok(reset.includes(`${site()}/en/reset-password?token=`), 'an English link');
});

test('the password-reset mail is in the account language', async () => {
  const french = await member('fr');
  await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    payload: { email: french.user.email },
  });
  await ctx.app.background.settled();
  const reset = mailsTo(french.user.email).find((mail) => mail.includes('reset-password'));
  assert.ok(reset);
  assert.match(
    reset,
    /Pour choisir un nouveau mot de passe, ouvrez ce lien \(valable 1 heure, une seule fois\) :/,
  );
  assert.ok(reset.includes(`${site()}/reset-password?token=`));
  assert.ok(!reset.includes('/en/'), 'no English link');
});

test('a mail about unread messages follows the recipient language', async () => {
  now = Date.now();
  const owner = await member('en');
  const seeker = await member('fr');
  const listing = await createListing(ctx.app, owner.auth, { name: 'Maison à Bonapriso' });
  const id = await startConversation(ctx.app, seeker.auth, listing.id, 'Bonjour, est-elle libre ?');
  now += 3 * 60_000;
  await ctx.app.jobs.runMessageMails();
  const toOwner = mailsTo(owner.user.email).find((mail) => mail.includes('wrote to you'));
  assert.ok(toOwner, 'the English owner is told in English');
  assert.match(toOwner, /Aïcha wrote to you about “Maison à Bonapriso”:/);
  assert.ok(toOwner.includes(`${site()}/en/profile/discussions/${id}`));
  assert.ok(toOwner.includes(`${site()}/en/discussions/e-mails?token=`));

  const answered = await callAs(ctx.app, owner.auth, 'POST', `/api/v1/conversations/${id}/messages`, {
    message: 'Oui, elle est libre.',
  });
  assert.equal(answered.statusCode, 201, answered.body);
  now += 3 * 60_000;
  await ctx.app.jobs.runMessageMails();
  const toSeeker = mailsTo(seeker.user.email).find((mail) => mail.includes('vous a écrit'));
  assert.ok(toSeeker, 'the French seeker is told in French');
  assert.match(toSeeker, /Aïcha vous a écrit à propos de « Maison à Bonapriso » :/);
  assert.ok(toSeeker.includes(`${site()}/profile/discussions/${id}`));
});

test('a visit is told to each side in its own language, its date too', async () => {
  now = Date.parse('2026-12-07T08:00:00Z');
  const owner = await member('en');
  const visitor = await member('fr');
  const listing = await createListing(ctx.app, owner.auth, {
    name: `Villa à Bastos ${randomUUID().slice(0, 8)}`,
  });
  await setVisitHours(ctx.app, owner.auth, listing.id, [{ day: 6, from: '09:00', to: '13:00' }]);
  const visitId = await requestVisit(ctx.app, visitor.auth, listing.id, '2026-12-12T09:00:00.000Z');
  const request = mailsTo(owner.user.email).find((mail) => mail.includes('asks to visit'));
  assert.ok(request, 'the English owner is told of the request in English');
  assert.match(request, /Aïcha M\. asks to visit “Villa à Bastos \w+” on Saturday 12 December at 10:00\./);
  assert.ok(request.includes(`${site()}/en/profile/visites`));

  await confirmVisit(ctx.app, owner.auth, visitId);
  const toVisitor = mailsTo(visitor.user.email).find((mail) => mail.includes('est confirmée pour'));
  assert.ok(toVisitor, 'the French visitor is told in French');
  assert.match(toVisitor, /est confirmée pour le samedi 12 décembre à 10h00 \(heure du Cameroun\)/);
  assert.ok(toVisitor.includes(`${site()}/profile/visites`) && !toVisitor.includes('/en/'));
  const toOwner = mailsTo(owner.user.email).find((mail) => mail.includes('is confirmed for'));
  assert.ok(toOwner, 'the English owner is told in English');
  assert.match(toOwner, /is confirmed for Saturday 12 December at 10:00 \(Cameroon time\)/);
  assert.match(toOwner, /visite-immo237\.ics/);
});

test("the contact page's copy follows the language of the page, French by default", async () => {
  const payload = (language?: string) => ({
    name: 'Paul',
    email: uniqueEmail('contact'),
    subject: 'question',
    message: 'Bonjour',
    ...(language ? { language } : {}),
  });
  const english = payload('en');
  const sent = await ctx.app.inject({ method: 'POST', url: '/api/v1/contact', payload: english });
  assert.equal(sent.statusCode, 201, sent.body);
  const copy = mailsTo(english.email).find((mail) => mail.includes('Hello,'));
  assert.ok(copy, 'an English copy');
  assert.match(copy, /We have received the message you sent from the Immo237 Contact page/);

  const french = payload();
  assert.equal(
    (await ctx.app.inject({ method: 'POST', url: '/api/v1/contact', payload: french })).statusCode,
    201,
  );
  const copie = mailsTo(french.email).find((mail) => mail.includes('Bonjour,'));
  assert.ok(copie, 'a French copy');
  assert.match(copie, /Nous avons bien reçu votre message envoyé depuis la page Contact d’Immo237/);
  assertRefused(
    await ctx.app.inject({ method: 'POST', url: '/api/v1/contact', payload: payload('es') }),
    400,
    'VALIDATION_ERROR',
  );
});

test('English mails keep the site price style and say an alert search in English', () => {
  const drop = mailFor('https://immo237.cm', 'en', 'priceDrop', {
    firstName: 'Awa',
    listingName: 'Villa X',
    slug: 'villa-x',
    oldPrice: 200_000,
    price: 150_000,
    currency: 'XAF',
    rent: true,
  });
  assert.match(drop.text, /goes from 200 000 FCFA\/month to 150 000 FCFA\/month/);
  assert.ok(drop.text.includes('https://immo237.cm/en/details/villa-x'));
  assert.ok(drop.text.includes('https://immo237.cm/en/profile/favorites'));
  const search = { forSale: false, city: 'Douala', priceMax: 200_000 };
  assert.equal(describeFiltersIn('en', search), 'Rent · Douala · up to 200 000 FCFA/month');
  assert.equal(describeFiltersIn('fr', search), 'Location · Douala · jusqu’à 200 000 FCFA/mois');
  const ended = mailFor('https://immo237.cm', 'en', 'verificationEnded', {
    firstName: 'Awa',
    reason: SITE_REASONS.identityChanged,
  });
  assert.match(ended.text, /You changed your first name, last name or phone number/);
});
