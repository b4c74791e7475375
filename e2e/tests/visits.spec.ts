// Visits booked on the site, the whole journey: an owner who is an agent gives a listing visit hours in 'Mes biens'
// (a desktop), a seeker asks for a slot from the listing's page on a phone at 360 px, the owner confirms it in 'Mes
// visites', both are told by e-mail and the confirmation carries the visit as a calendar event; the seeker sees it
// confirmed, the request and the confirmation are messages of their discussion. Then the slot passes (the API's
// clock is moved forward, support/site-clock.ts): the seeker says the visit took place and rates the agent, whose
// page shows the average once three visitors have rated them (two earlier visits go through the API). And on phones,
// the owner proposes another free slot instead of the one asked for, which the seeker accepts.
import type { APIRequestContext, Page } from '@playwright/test';
import { decodeMail, outboxMails } from '../support/content-outbox';
import { expect, test } from '../support/fixtures';
import {
  newMemberSession,
  newMemberWithListing,
  signedInPage,
  type LoginAnswer,
} from '../support/profile-session';
import { moveSiteClockTo, resetSiteClock } from '../support/site-clock';

const live = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('immo237:live').length > 0);

interface ApiVisit {
  id: string;
  status: string;
  startsAt: string;
  endsAt: string;
}

/** The API as one member: `call('POST', '/visits', body)` answers the envelope's data, or fails the test. */
function apiAs(request: APIRequestContext, apiURL: string, member: LoginAnswer) {
  return async <T>(method: 'GET' | 'POST' | 'PUT', url: string, data?: object): Promise<T> => {
    const response = await request.fetch(`${apiURL}/api/v1${url}`, {
      method,
      headers: { Authorization: `Bearer ${member.accessToken.token}` },
      ...(method === 'GET' ? {} : { data: data ?? {} }),
    });
    expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
    return ((await response.json()) as { data: T }).data;
  };
}

/** The mails of the outbox sent to `email`, as written, oldest first. */
const mailsTo = async (dataDir: string, email: string) =>
  (await outboxMails(dataDir)).filter((mail) => mail.includes(`To: ${email}`));

/** The calendar part of a mail, whichever way it is encoded (plain, quoted-printable or base64). */
function calendarOf(mail: string): string | undefined {
  const base64 = [
    ...mail.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\n]+\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/g),
  ].map((match) => Buffer.from(match[1]!.replace(/\s+/g, ''), 'base64').toString('utf8'));
  return [mail, decodeMail(mail), ...base64].find((part) => part.includes('BEGIN:VCALENDAR'));
}

/** '2026-12-12T15:00:00.000Z' as a calendar's UTC time: '20261212T150000Z'. */
const icsTime = (iso: string) => iso.replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');

test('the whole visit: hours, a booking on a phone, the confirmation with its calendar event, then the rating', async ({
  browser,
  request,
  site,
}) => {
  test.setTimeout(180_000);
  const name = `Appartement meublé à Bonapriso ${Date.now()}`;
  const {
    owner,
    id: productId,
    slug,
  } = await newMemberWithListing(request, site.apiURL, {
    name,
    category: 'Appartement',
    price: 350_000,
    is_for_sale: false,
  });
  const asOwner = apiAs(request, site.apiURL, owner);
  // The owner is an agent: their page is where visitors' ratings show.
  const agent = await asOwner<{ slug: string }>('PUT', '/user/agent-profile', {
    specialty: 'furnished',
    cities: ['Douala'],
    languages: ['fr'],
    experience: 4,
  });
  const [seekerLogin, ...earlier] = await Promise.all(
    [0, 1, 2].map(() => newMemberSession(request, site.apiURL)),
  );
  const ownerSide = await signedInPage(browser, site.baseURL, owner, { width: 1280, height: 900 });
  const seeker = await signedInPage(browser, site.baseURL, seekerLogin!, { width: 360, height: 800 });
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

    // Two other visitors asked earlier, through the API, and the owner confirmed their slots.
    const confirmedEarlier: ApiVisit[] = [];
    for (const visitor of earlier) {
      const { days } = await asOwner<{ days: { slots: { startsAt: string }[] }[] }>(
        'GET',
        `/products/${productId}/visit-slots`,
      );
      const asked = await apiAs(request, site.apiURL, visitor)<ApiVisit>('POST', '/visits', {
        productId,
        startsAt: days[0]!.slots[0]!.startsAt,
      });
      confirmedEarlier.push(await asOwner<ApiVisit>('POST', `/visits/${asked.id}/confirm`));
    }

    // The seeker asks for the first free slot from the listing's page, with a message, on a 360 px phone.
    await seeker.page.goto(`/details/${slug}`);
    await live(seeker.page);
    const booking = seeker.page.getByRole('region', { name: 'Demander une visite' });
    await expect(booking.getByText('Visite gratuite')).toBeVisible();
    // The day select fits the phone: the widest day label ('sam. 12 déc. (2 créneaux)') is narrower than the room
    // inside the select, and a picture of the form at 360 px is kept with the test's results.
    const daySelect = booking.getByRole('combobox', { name: 'Jour de la visite' });
    await expect(daySelect).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    const fit = await daySelect.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const widest = Math.max(...[...select.options].map((option) => context.measureText(option.text).width));
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { widest, room, labels: [...select.options].map((option) => option.text) };
    });
    expect(fit.labels[0]).toMatch(/^[a-z]{3}\. \d{1,2} [a-zéû]+\.? \(\d+ créneaux?\)$/);
    expect(fit.widest, fit.labels.join(' | ')).toBeLessThanOrEqual(fit.room);
    await booking.screenshot({ path: test.info().outputPath('visit-booking-360.png') });
    await booking.getByRole('radio').first().check();
    await booking
      .getByRole('textbox', { name: 'Votre message (facultatif)' })
      .fill('Je viendrai avec ma sœur.');
    await booking.getByRole('button', { name: 'Demander une visite' }).click();
    await expect(booking.getByRole('status')).toContainText('Demande envoyée pour');
    const [mine] = await apiAs(request, site.apiURL, seekerLogin!)<ApiVisit[]>('GET', '/visits');
    expect(mine?.status).toBe('PENDING');

    // The owner is told of the request by e-mail, and confirms it in 'Mes visites'.
    await expect
      .poll(async () => (await mailsTo(site.dataDir, owner.email)).map(decodeMail).join('\n'), {
        message: "the owner's mail about the request",
      })
      .toContain('Je viendrai avec ma sœur.');
    await ownerSide.page.goto('/profile/visites');
    const coming = ownerSide.page.getByRole('region', { name: 'À venir' });
    const card = coming.getByRole('listitem').filter({ hasText: '« Je viendrai avec ma sœur. »' });
    await expect(card.getByText('Votre réponse est attendue')).toBeVisible();
    await card.getByRole('button', { name: 'Confirmer' }).click();
    await expect(card.getByText('Confirmée')).toBeVisible();

    // Both are told by e-mail; the confirmation carries the visit as a calendar event at the slot booked.
    for (const email of [seekerLogin!.email, owner.email]) {
      let confirmation: string | undefined;
      await expect
        .poll(
          async () => {
            confirmation = (await mailsTo(site.dataDir, email)).find((mail) =>
              calendarOf(mail)?.includes(`UID:visit-${mine!.id}@immo237`),
            );
            return confirmation !== undefined;
          },
          { message: `the confirmation mail to ${email}` },
        )
        .toBe(true);
      expect(decodeMail(confirmation!)).toContain('est confirmée pour');
      expect(confirmation).toMatch(/text\/calendar/);
      expect(confirmation).toMatch(/visite-immo237\.ics/);
      const ics = calendarOf(confirmation!);
      expect(ics).toContain(`DTSTART:${icsTime(mine!.startsAt)}`);
      expect(ics).toContain(`DTEND:${icsTime(mine!.endsAt)}`);
      expect(ics).toContain(`UID:visit-${mine!.id}@immo237`);
    }

    // The seeker sees it confirmed, and the discussion holds the request and the confirmation.
    await seeker.page.goto('/profile/visites');
    const myCard = seeker.page.getByRole('listitem').filter({ hasText: name });
    await expect(myCard.getByText('Confirmée')).toBeVisible();
    await myCard.getByRole('link', { name: 'Voir la discussion' }).click();
    const log = seeker.page.getByRole('log', { name: 'Messages' });
    await expect(log.getByText(/Demande de visite : /)).toBeVisible();
    await expect(log.getByText(/Visite confirmée : /)).toBeVisible();

    // The slots pass: the API's clock goes to a minute after the last of the three visits ends.
    const lastEnd = Math.max(...[mine!, ...confirmedEarlier].map((visit) => Date.parse(visit.endsAt)));
    await moveSiteClockTo(site, new Date(lastEnd + 60_000));

    // The two earlier visitors say their visits took place and rate the agent (5 and 4 stars): two ratings, no
    // average yet.
    for (const [index, visit] of confirmedEarlier.entries()) {
      const asVisitor = apiAs(request, site.apiURL, earlier[index]!);
      await asVisitor('POST', `/visits/${visit.id}/outcome`, { outcome: 'DONE' });
      await asVisitor('POST', `/visits/${visit.id}/rating`, {
        stars: 5 - index,
        comment: 'Visite à l’heure.',
      });
    }
    const ratings = await request.get(`${site.apiURL}/api/v1/agents/${agent.slug}/ratings`);
    expect(
      ((await ratings.json()) as { data: { count: number; average: number | null } }).data,
    ).toMatchObject({
      count: 2,
      average: null,
    });

    // The seeker answers 'Oui' in 'Mes visites' and rates the agent 4 stars.
    await seeker.page.goto('/profile/visites');
    const over = seeker.page.getByRole('listitem').filter({ hasText: name });
    const question = over.getByRole('group', { name: 'La visite a-t-elle eu lieu ?' });
    await question.getByRole('button', { name: 'Oui' }).click();
    await expect(over.getByText('Effectuée')).toBeVisible();
    const rating = over.getByRole('form', { name: "Noter l'annonceur" });
    await rating.getByRole('combobox', { name: /^Votre note/ }).selectOption('4');
    await rating
      .getByRole('textbox', { name: 'Votre avis (facultatif)' })
      .fill('Appartement conforme aux photos.');
    await rating.getByRole('button', { name: 'Publier mon avis' }).click();
    await expect(over.getByText('Vous avez noté cet annonceur.')).toBeVisible();

    // The agent's page: the average of the three ratings (5, 4, 4) and their count.
    await seeker.page.goto(`/agents/${agent.slug}`);
    const section = seeker.page.getByRole('region', { name: 'Avis après visite' });
    await expect(section.getByText('4,3 / 5 · 3 avis')).toBeVisible();
    await expect(section.getByText('Appartement conforme aux photos.')).toBeVisible();
  } finally {
    await resetSiteClock(site);
    await Promise.all([seeker.context.close(), ownerSide.context.close()]);
  }
});

test('on phones, the owner proposes another free slot and the seeker accepts it', async ({
  browser,
  request,
  site,
}) => {
  test.setTimeout(120_000);
  const name = `Studio à Bastos ${Date.now()}`;
  const { owner, id: productId } = await newMemberWithListing(request, site.apiURL, {
    name,
    category: 'Studio',
    price: 120_000,
    is_for_sale: false,
  });
  const asOwner = apiAs(request, site.apiURL, owner);
  await asOwner('PUT', `/products/${productId}/visit-availability`, {
    slotMinutes: 60,
    ranges: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, from: '09:00', to: '12:00' })),
    daysOff: [],
  });
  const seekerLogin = await newMemberSession(request, site.apiURL);
  const asSeeker = apiAs(request, site.apiURL, seekerLogin);
  const { days } = await asSeeker<{ days: { date: string; slots: { startsAt: string }[] }[] }>(
    'GET',
    `/products/${productId}/visit-slots`,
  );
  const asked = await asSeeker<ApiVisit>('POST', '/visits', {
    productId,
    startsAt: days[0]!.slots[0]!.startsAt,
  });
  const phone = { width: 360, height: 800 };
  const ownerSide = await signedInPage(browser, site.baseURL, owner, phone);
  const seeker = await signedInPage(browser, site.baseURL, seekerLogin, phone);
  try {
    // The owner proposes the first slot of the last day offered instead.
    await ownerSide.page.goto('/profile/visites');
    const card = ownerSide.page.getByRole('listitem').filter({ hasText: name });
    await card.getByRole('button', { name: 'Proposer un autre créneau' }).click();
    const form = card.getByRole('form', { name: 'Proposer un autre créneau' });
    const last = days.at(-1)!;
    await form.getByRole('combobox', { name: 'Jour' }).selectOption(last.date);
    await expect(form.getByRole('combobox', { name: 'Heure (heure du Cameroun)' })).toHaveValue(
      last.slots[0]!.startsAt,
    );
    await form.screenshot({ path: test.info().outputPath('propose-slot-360.png') });
    await form.getByRole('button', { name: 'Proposer ce créneau' }).click();
    await expect(card.getByText('Vous avez proposé ce créneau à la place de celui demandé.')).toBeVisible();

    // The seeker is told by e-mail and sees the proposed slot in 'Mes visites', and accepts it.
    await expect
      .poll(async () => (await mailsTo(site.dataDir, seekerLogin.email)).map(decodeMail).join('\n'), {
        message: 'the mail about the proposed slot',
      })
      .toContain('vous propose de visiter');
    await seeker.page.goto('/profile/visites');
    const mine = seeker.page.getByRole('listitem').filter({ hasText: name });
    await expect(mine.getByText("L'annonceur propose ce créneau à la place de celui demandé.")).toBeVisible();
    await mine.getByRole('button', { name: 'Accepter ce créneau' }).click();
    await expect(mine.getByText('Confirmée')).toBeVisible();
    const [visit] = await asSeeker<ApiVisit[]>('GET', '/visits');
    expect(visit).toMatchObject({ id: asked.id, status: 'CONFIRMED', startsAt: last.slots[0]!.startsAt });
  } finally {
    await Promise.all([seeker.context.close(), ownerSide.context.close()]);
  }
});
