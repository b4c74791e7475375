import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetBrowserQueryClient } from '@immo237/shared/data';
import { toast } from '@immo237/shared/toast';
import { renderRoute } from '@immo237/shared/test-utils/render-route';
import '../../../i18n';
import { decideListing } from '../../../lib/api/decide-listing';
import { listLowPrices } from '../api/list-low-prices';
import { listOpenReports } from '../api/list-open-reports';
import ReportsPage from '../pages/reports-page';

jest.mock('../api/list-open-reports', () => ({ listOpenReports: jest.fn() }));
jest.mock('../api/list-low-prices', () => ({ listLowPrices: jest.fn() }));
jest.mock('../../../lib/api/decide-listing', () => ({ decideListing: jest.fn() }));

jest.setTimeout(20_000);

beforeEach(() => {
  resetBrowserQueryClient();
  jest.mocked(listOpenReports).mockResolvedValue([]);
  jest
    .mocked(decideListing)
    .mockReset()
    .mockResolvedValue(undefined as never);
});

afterEach(() => act(() => toast.remove()));

describe("'Prix anormalement bas' in the moderators' queue", () => {
  it("lists listings far below their quartier, verified advertisers' too, with the median and 'Masquer'", async () => {
    jest.mocked(listLowPrices).mockResolvedValue([
      {
        id: 'p1',
        name: 'Appartement bradé à Bonapriso',
        slug: 'appartement-brade',
        category: 'Appartement',
        isForSale: false,
        city: 'Douala',
        district: 'Bonapriso',
        price: 40_000,
        area: 80,
        median: 250_000,
        ownerVerified: true,
        ownerEmail: 'agent@example.cm',
        createdAt: '2026-11-27T10:00:00.000Z',
      },
    ]);
    renderRoute(<ReportsPage />, { path: '/admin/signalements', url: '/admin/signalements', toaster: true });
    const section = within(await screen.findByRole('region', { name: 'Prix anormalement bas' }));
    const card = within(
      (await section.findByRole('heading', { level: 3, name: 'Appartement bradé à Bonapriso' })).closest(
        'li',
      ) as HTMLElement,
    );
    expect(card.getByText(/^Prix : 40\s000\sFCFA.*médiane du quartier : 250\s000\sFCFA/)).toBeInTheDocument();
    expect(card.getByText('Annonceur vérifié (aucun avertissement public)')).toBeInTheDocument();
    expect(card.getByRole('link', { name: "Voir l'annonce" })).toHaveAttribute(
      'href',
      '/details/appartement-brade',
    );
    await userEvent.setup({ delay: null }).click(card.getByRole('button', { name: "Masquer l'annonce" }));
    expect(decideListing).toHaveBeenCalledWith('p1', 'hide');
  });
});
