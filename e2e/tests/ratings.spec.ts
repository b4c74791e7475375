// Ratings after visits on an agent's page (the seed gives the first agents ratings from real past visits): a visitor
// who is not signed in is sent to sign in to report one; a member reports one on a phone at 360 px; the
// administrator finds it in 'Avis signalés' and hides it, and the agent page no longer counts it.
import type { Page } from '@playwright/test';
import { adminSession } from '../support/admin-session';
import { expect, test } from '../support/fixtures';
import { newMemberSession, signedInPage } from '../support/profile-session';

const live = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('immo237:live').length > 0);

interface Ratings {
  count: number;
  items: { id: string; comment: string }[];
}

test('a member reports a rating from the agent page; an administrator hides it', async ({
  browser,
  page,
  request,
  site,
}) => {
  test.setTimeout(90_000);
  const read = async <T>(path: string) =>
    ((await (await request.get(`${site.apiURL}/api/v1${path}`)).json()) as { data: T }).data;
  const agents = await read<{ slug: string; name: string }[]>('/agents');
  let agent: { slug: string; name: string } | undefined;
  let ratings: Ratings | undefined;
  for (const candidate of agents) {
    ratings = await read<Ratings>(`/agents/${candidate.slug}/ratings`);
    if (ratings.items.some((item) => item.comment)) {
      agent = candidate;
      break;
    }
  }
  if (!agent || !ratings) throw new Error('the seed gives no agent a rating with a comment');
  const target = ratings.items.find((item) => item.comment)!;
  const here = `/agents/${agent.slug}`;

  // Not signed in: 'Signaler cet avis' leads to the sign-in page, which brings the visitor back.
  await page.goto(here);
  await live(page);
  const anonymous = page.getByRole('region', { name: 'Avis après visite' });
  await anonymous.getByRole('link', { name: 'Signaler cet avis' }).first().click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(here)}`);

  // A member on a phone: no 'Répondre' (the ratings are not theirs), a report with a reason, and thanks.
  const marker = `Avis douteux ${Date.now()}`;
  const member = await newMemberSession(request, site.apiURL);
  const phone = await signedInPage(browser, site.baseURL, member, { width: 360, height: 800 });
  try {
    await phone.page.goto(here);
    await live(phone.page);
    const item = phone.page
      .getByRole('region', { name: 'Avis après visite' })
      .getByRole('listitem')
      .filter({ hasText: target.comment });
    await expect(item.getByRole('button', { name: 'Répondre' })).toHaveCount(0);
    await item.getByRole('button', { name: 'Signaler cet avis' }).click();
    const dialog = phone.page.getByRole('dialog', { name: 'Signaler cet avis' });
    await dialog.getByRole('textbox', { name: 'Motif (facultatif)' }).fill(marker);
    await dialog.getByRole('button', { name: "Signaler l'avis" }).click();
    await expect(dialog.getByRole('status')).toHaveText('Merci, cet avis sera examiné par nos modérateurs.');
    await dialog.getByRole('button', { name: 'Terminé' }).click();
    await expect(dialog).toHaveCount(0);
  } finally {
    await phone.context.close();
  }

  // The administrator's queue: the rating, its comment, the advertiser and the reason; 'Masquer l'avis'.
  const admin = await signedInPage(browser, site.baseURL, await adminSession(request, site), {
    width: 1280,
    height: 900,
  });
  try {
    await admin.page.goto('/admin/avis');
    await expect(admin.page.getByRole('heading', { level: 1, name: 'Avis signalés' })).toBeVisible();
    const card = admin.page
      .locator('li')
      .filter({ has: admin.page.getByRole('heading', { level: 2, name: `Avis sur ${agent.name}` }) })
      .filter({ hasText: marker });
    await expect(card.getByText(`« ${target.comment} »`)).toBeVisible();
    await expect(card.getByText(new RegExp(`^Annonceur noté : ${agent.name}`))).toBeVisible();
    await card.getByRole('button', { name: "Masquer l'avis" }).click();
    await expect(admin.page.getByText('Action effectuée.')).toBeVisible();
    await expect(card).toHaveCount(0);
  } finally {
    await admin.context.close();
  }
  const after = await read<Ratings>(`/agents/${agent.slug}/ratings`);
  expect(after.count).toBe(ratings.count - 1);
  expect(after.items.map((item) => item.id)).not.toContain(target.id);
});
