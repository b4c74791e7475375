import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordView } from '@immo237/shared/recently-viewed';
import { renderRoute } from '@immo237/shared/test-utils/render-route';
import '../../../i18n';
import { RecentlyViewedPage } from '../pages/recently-viewed-page';

afterEach(() => localStorage.clear());

const villa = {
  slug: 'villa-a-bonapriso',
  name: 'Villa à Bonapriso',
  image: '/uploads/villa-320.webp',
  price: 450_000,
  currency: 'XAF',
  perMonth: true,
  place: 'Bonapriso, Douala',
};

describe("'Vus récemment'", () => {
  it('lists the listings opened on this device, newest first, with their price, and empties on request', async () => {
    recordView(villa, Date.now() - 1000);
    recordView({
      ...villa,
      slug: 'terrain-kribi',
      name: 'Terrain à Kribi',
      perMonth: false,
      price: 12_000_000,
    });
    renderRoute(<RecentlyViewedPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Vus récemment' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /Villa à Bonapriso|Terrain à Kribi/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/details/terrain-kribi',
      '/details/villa-a-bonapriso',
    ]);
    expect(links[1]).toHaveTextContent(/450\s000\sFCFA\s\/\s?mois/);
    expect(links[0]).toHaveTextContent(/12\s000\s000\sFCFA$/);
    await userEvent.click(screen.getByRole('button', { name: 'Effacer la liste' }));
    expect(screen.queryAllByRole('link', { name: /Villa à Bonapriso/ })).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Aucune annonce vue récemment' })).toBeInTheDocument();
  });

  it('follows a listing opened in another tab', () => {
    renderRoute(<RecentlyViewedPage />);
    expect(screen.getByRole('heading', { name: 'Aucune annonce vue récemment' })).toBeInTheDocument();
    act(() => recordView(villa));
    expect(screen.getByRole('link', { name: /Villa à Bonapriso/ })).toHaveAttribute(
      'href',
      '/details/villa-a-bonapriso',
    );
  });
});
