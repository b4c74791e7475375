import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListingStats } from '@immo237/shared/api';
import { useAuthStore } from '@immo237/shared/auth';
import { setLanguage } from '@immo237/shared/i18n';
import { renderRoute } from '@immo237/shared/test-utils/render-route';
import { MyPropertiesPage } from '../pages/my-properties-page';
import '../../../i18n';
import { getListingStats } from '../api/get-listing-stats';
import { getMyListingsStats } from '../api/get-my-listings-stats';
import { listMyProducts } from '../../../lib/api/list-my-products';
import { listing } from './listing-fixtures';

jest.mock('../../../lib/api/list-my-products', () => ({ listMyProducts: jest.fn() }));
jest.mock('../api/get-listing-stats', () => ({ getListingStats: jest.fn() }));
jest.mock('../api/get-my-listings-stats', () => ({ getMyListingsStats: jest.fn() }));
jest.mock('@immo237/shared/api', () => ({
  ...jest.requireActual('@immo237/shared/api'),
  listLocations: jest.fn(() => Promise.resolve([])),
}));

// 'N vues · N contacts · N favoris' on each card of 'Mes biens' and the 'Statistiques' dialog.
const product = (id: string, name: string) => listing({ id, name, slug: id });

const DAY = 86_400_000;
/** `days` days ending on 2026-03-10, with the given views per day from the end (the rest zeros). */
function stats(days: 7 | 30, views: number[] = [], productId = 'p1', contacts = 2): ListingStats {
  const end = Date.parse('2026-03-10T00:00:00Z');
  const series = Array.from({ length: days }, (_, i) => {
    const day = new Date(end - (days - 1 - i) * DAY).toISOString().slice(0, 10);
    return { day, views: views[days - 1 - i] ?? 0, contacts: i === days - 1 ? contacts : 0, saves: 0 };
  });
  const totals = series.reduce(
    (t, d) => ({ views: t.views + d.views, contacts: t.contacts + d.contacts, saves: t.saves + d.saves }),
    { views: 0, contacts: 0, saves: 0 },
  );
  return { productId, days, from: series[0]!.day, to: '2026-03-10', series, totals };
}

jest.setTimeout(20_000);

beforeEach(() => {
  jest.clearAllMocks();
  useAuthStore.getState().login({ id: 'u1', email: 'awa@example.cm' }, 'jwt');
  jest.mocked(listMyProducts).mockResolvedValue({
    items: [product('p1', 'Villa Bastos'), product('p2', 'Studio Akwa'), product('p3', 'Terrain Kribi')],
    total: 3,
    page: 1,
    limit: 12,
  });
  jest.mocked(getMyListingsStats).mockResolvedValue({
    days: 30,
    from: '2026-02-09',
    to: '2026-03-10',
    listings: {
      p1: { views: 12, contacts: 3, saves: 2 },
      p2: { views: 1, contacts: 1, saves: 1 },
    },
  });
});

afterEach(() => act(() => setLanguage('fr')));

const card = async (name: string) =>
  within((await screen.findByRole('heading', { name })).closest('article') as HTMLElement);

it("shows each card's 30-day figures from one call, French plurals right, zeros for a listing never seen", async () => {
  renderRoute(<MyPropertiesPage />, { toaster: true });
  expect(
    await (await card('Villa Bastos')).findByText('12 vues · 3 contacts · 2 favoris'),
  ).toBeInTheDocument();
  expect((await card('Studio Akwa')).getByText('1 vue · 1 contact · 1 favori')).toBeInTheDocument();
  expect((await card('Terrain Kribi')).getByText('0 vue · 0 contact · 0 favori')).toBeInTheDocument();
  // The period is said to screen readers.
  expect((await card('Villa Bastos')).getByText('Sur les 30 derniers jours :')).toBeInTheDocument();
  expect(getMyListingsStats).toHaveBeenCalledTimes(1);
});

it('speaks English too', async () => {
  await act(() => setLanguage('en'));
  renderRoute(<MyPropertiesPage />, { toaster: true });
  expect(
    await (await card('Villa Bastos')).findByText('12 views · 3 contacts · 2 saves'),
  ).toBeInTheDocument();
  expect((await card('Studio Akwa')).getByText('1 view · 1 contact · 1 save')).toBeInTheDocument();
  expect(
    (await card('Villa Bastos')).getByRole('button', { name: 'Statistics of Villa Bastos' }),
  ).toBeInTheDocument();
});

it("'Statistiques' opens the listing's 7 days, a chart with its text alternative, then 30 days; focus comes back", async () => {
  jest
    .mocked(getListingStats)
    .mockImplementation((_id, days) =>
      Promise.resolve(stats(days ?? 30, days === 7 ? [4, 0, 1] : [4, 0, 1, 9])),
    );
  renderRoute(<MyPropertiesPage />, { toaster: true });
  const open = (await card('Villa Bastos')).getByRole('button', { name: 'Statistiques de Villa Bastos' });
  await userEvent.click(open);

  const dialog = within(await screen.findByRole('dialog', { name: 'Statistiques — Villa Bastos' }));
  expect(getListingStats).toHaveBeenLastCalledWith('p1', 7);
  expect(dialog.getByRole('button', { name: '7 jours' })).toHaveAttribute('aria-pressed', 'true');
  expect(dialog.getByRole('button', { name: '30 jours' })).toHaveAttribute('aria-pressed', 'false');
  expect(await dialog.findByText('5 vues · 2 contacts · 0 favori')).toBeInTheDocument();
  expect(dialog.getByText('Sur les 7 derniers jours :')).toBeInTheDocument();
  const chart = dialog.getByRole('img');
  expect(chart.tagName.toLowerCase()).toBe('svg');
  expect(chart).toHaveAccessibleName(
    'Du 4 mars au 10 mars : 5 vues et 2 contacts. Jour le plus vu : 10 mars (4 vues).',
  );
  let table = dialog.getByRole('table', { name: 'Vues, contacts et favoris par jour' });
  let rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(7);
  expect(rows[6]).toHaveTextContent('10 mars420');
  expect(rows[4]).toHaveTextContent('8 mars100');
  expect(rows[0]).toHaveTextContent('4 mars000');
  // Each day's bars carry a tooltip for the mouse.
  expect(chart.querySelectorAll('title')[6]).toHaveTextContent('10 mars : 4 vues, 2 contacts');

  await userEvent.click(dialog.getByRole('button', { name: '30 jours' }));
  expect(getListingStats).toHaveBeenLastCalledWith('p1', 30);
  expect(await dialog.findByText('14 vues · 2 contacts · 0 favori')).toBeInTheDocument();
  expect(dialog.getByRole('button', { name: '30 jours' })).toHaveAttribute('aria-pressed', 'true');
  table = dialog.getByRole('table');
  rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(30);
  expect(rows[0]).toHaveTextContent('9 février000');
  expect(dialog.getByRole('img')).toHaveAccessibleName(
    'Du 9 février au 10 mars : 14 vues et 2 contacts. Jour le plus vu : 7 mars (9 vues).',
  );

  await userEvent.click(dialog.getByRole('button', { name: 'Fermer' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(open).toHaveFocus();
});

it('a window without any visit says so without a busiest day; a failure is told, the cards stay', async () => {
  jest.mocked(getListingStats).mockResolvedValueOnce(stats(7, [], 'p2', 0));
  renderRoute(<MyPropertiesPage />, { toaster: true });
  await userEvent.click(
    (await card('Studio Akwa')).getByRole('button', { name: 'Statistiques de Studio Akwa' }),
  );
  let dialog = within(await screen.findByRole('dialog'));
  expect(await dialog.findByRole('img')).toHaveAccessibleName('Du 4 mars au 10 mars : 0 vue et 0 contact.');
  await userEvent.keyboard('{Escape}');

  jest.mocked(getListingStats).mockRejectedValueOnce(new Error('réseau'));
  await userEvent.click(
    (await card('Terrain Kribi')).getByRole('button', { name: 'Statistiques de Terrain Kribi' }),
  );
  dialog = within(await screen.findByRole('dialog'));
  expect(await dialog.findByRole('alert')).toHaveTextContent("Les statistiques n'ont pas pu être chargées.");
  expect(screen.getByRole('heading', { name: 'Villa Bastos' })).toBeInTheDocument();
});
