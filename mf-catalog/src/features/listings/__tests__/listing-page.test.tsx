import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@immo237/shared/api';
import BuyPage from '../pages/buy-page';
import RentPage from '../pages/rent-page';
import { expectHeadingOrder } from '../../../test-utils/heading-levels';
import { makeProduct, paged } from '../../../test-utils/product';
import { renderRoute } from '../../../test-utils/render-route';
import { searchProducts } from '../../../lib/api/search-products';

jest.mock('../../../lib/api/get-product-details', () => ({ getProductDetails: jest.fn() }));
jest.mock('../../../lib/api/search-products', () => ({ searchProducts: jest.fn() }));
jest.mock('@immo237/shared/api', () => jest.requireActual('../../../test-utils/mock-api').apiMockFactory());

const search = searchProducts as jest.MockedFunction<typeof searchProducts>;
const flat = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('buy and rent lists', () => {
  it("says 'Plus de 100 propriétés trouvées' when the API stopped counting", async () => {
    search.mockResolvedValue(paged([makeProduct()], 100, 1, 6, true));
    renderRoute(<BuyPage />);
    expect(await screen.findByText('Plus de 100 propriétés trouvées')).toHaveAttribute('role', 'status');
  });

  it('buy asks the API for 6 listings for sale and shows cards, rooms, area, price and the plural count', async () => {
    search.mockResolvedValue(
      paged([makeProduct({ features: { bedrooms: 1, bathrooms: 1, area: 80, areaUnit: 'm²' } })], 14),
    );
    renderRoute(<BuyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Acheter une propriété' })).toBeInTheDocument();
    expect(await screen.findByText('14 propriétés trouvées')).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith({ forSale: true, excludeLand: true, page: 1, limit: 6 });
    const card = screen.getByRole('link', { name: /Voir le bien/ });
    expect(card.getAttribute('href')).toMatch(/^\/details\/appartement-\d+-bonapriso$/);
    expect(within(card).getByText(/1 pièce · 80 m²/)).toBeInTheDocument();
    expect(flat(within(card).getByText(/FCFA/).textContent)).toBe('45 000 000 FCFA');
    expect(screen.getByRole('heading', { name: 'Pourquoi acheter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Voir plus d'annonces" })).toHaveAttribute('href', '/search');
  });

  it('describes the cards it shows to search engines as a schema.org ItemList, in order', async () => {
    search.mockResolvedValue(paged([makeProduct({ name: 'Villa A' }), makeProduct({ name: 'Villa B' })], 2));
    const { container } = renderRoute(<BuyPage />);
    await screen.findByText('2 propriétés trouvées');
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as {
      '@type': string;
      itemListElement: { position: number; name: string; url: string }[];
    };
    expect(data['@type']).toBe('ItemList');
    expect(data.itemListElement.map((item) => [item.position, item.name])).toEqual([
      [1, 'Villa A'],
      [2, 'Villa B'],
    ]);
    const links = screen.getAllByRole('link', { name: /Voir le bien/ });
    expect(data.itemListElement[0]?.url).toBe(`${window.location.origin}${links[0]?.getAttribute('href')}`);
  });

  it('uses the singular for one result', async () => {
    search.mockResolvedValue(paged([makeProduct()], 1));
    renderRoute(<BuyPage />);
    expect(await screen.findByText('1 propriété trouvée')).toBeInTheDocument();
    expect(screen.getByText(/3 pièces/)).toBeInTheDocument();
  });

  it('rent asks for 9 rentals, prices per month, labels its price filter per month', async () => {
    search.mockResolvedValue(paged([makeProduct({ is_for_sale: false, price: 150_000 })], 1));
    renderRoute(<RentPage />);
    expect(flat((await screen.findByText(/FCFA\s*\/mois$/)).textContent)).toBe('150 000 FCFA /mois');
    expect(search).toHaveBeenCalledWith({ forSale: false, excludeLand: true, page: 1, limit: 9 });
    await userEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    expect(screen.getByLabelText('Prix minimum (FCFA/mois)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Voir plus d'offres" })).toHaveAttribute('href', '/search');
  });

  it('sends the filters to the API and closes the drawer on Réinitialiser', async () => {
    search.mockImplementation(async (params) => (params?.query ? paged([], 0) : paged([makeProduct()], 1)));
    renderRoute(<BuyPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    const drawer = screen.getByRole('dialog', { name: 'Filtres' });
    await userEvent.type(within(drawer).getByLabelText('Rechercher'), 'douala');
    await userEvent.type(within(drawer).getByLabelText('Prix maximum (FCFA)'), '50000000');
    await userEvent.selectOptions(within(drawer).getByLabelText('Type de bien'), 'apartment');
    await userEvent.selectOptions(within(drawer).getByLabelText('Chambres'), '2');
    await waitFor(() =>
      expect(search).toHaveBeenLastCalledWith({
        query: 'douala',
        priceMax: 50_000_000,
        type: 'apartment',
        bedrooms: 2,
        forSale: true,
        excludeLand: true,
        page: 1,
        limit: 6,
      }),
    );
    expect(await screen.findByText('Aucune propriété ne correspond à vos critères.')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Réinitialiser' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The unfiltered answer comes back from the page's query cache (still fresh): no second request for it.
    expect(await screen.findByText('1 propriété trouvée')).toBeInTheDocument();
    expect(
      search.mock.calls.filter(([params]) => params && !('query' in params) && !('type' in params)),
    ).toHaveLength(1);
  });

  it('keeps the filters in the address: a shared link shows the same listings, a change goes to the URL', async () => {
    search.mockResolvedValue(paged([makeProduct()], 1));
    renderRoute(<RentPage />, { path: '/louer', url: '/louer?type=house&priceMax=200000' });
    await screen.findByText('1 propriété trouvée');
    expect(search).toHaveBeenCalledWith({
      type: 'house',
      priceMax: 200_000,
      forSale: false,
      excludeLand: true,
      page: 1,
      limit: 9,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    const drawer = screen.getByRole('dialog', { name: 'Filtres' });
    expect(within(drawer).getByLabelText('Prix maximum (FCFA/mois)')).toHaveValue('200000');
    await userEvent.selectOptions(within(drawer).getByLabelText('Chambres'), '3');
    expect(screen.getByTestId('location')).toHaveTextContent('/louer?type=house&priceMax=200000&bedrooms=3');
    // Enter in a typed field applies it at once, without waiting for the pause in typing, and closes the drawer.
    await userEvent.type(within(drawer).getByLabelText('Rechercher'), 'bastos{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/louer?type=house&priceMax=200000&bedrooms=3&query=bastos',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a French message when the API fails', async () => {
    search.mockRejectedValue(new Error('offline'));
    renderRoute(<BuyPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger les annonces');
  });

  it.each([
    ['buy', BuyPage],
    ['rent', RentPage],
  ])('%s: the card titles (h3) come under a results h2, with the one h1', async (_kind, Page) => {
    search.mockResolvedValue(paged([makeProduct({ name: 'Villa à Kribi' })], 1));
    renderRoute(<Page />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Villa à Kribi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Résultats' })).toBeInTheDocument();
    expect(expectHeadingOrder().slice(0, 3)).toEqual([1, 2, 3]);
  });

  it.each([
    ['buy', BuyPage],
    ['rent', RentPage],
  ])('%s: Réessayer loads the list again in place after a failure', async (_kind, Page) => {
    search
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(paged([makeProduct({ name: 'Villa revenue' })], 1));
    renderRoute(<Page />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger les annonces');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Villa revenue' })).toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  });

  describe('with the API down (network failure, 502, 503)', () => {
    const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
    const offline = () => new ApiError({ message: 'Network Error', isNetworkError: true });

    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it.each([
      ['buy', BuyPage],
      ['rent', RentPage],
    ])('%s: comes back by itself, without a click, keeping the one alert until then', async (_kind, Page) => {
      search
        .mockRejectedValueOnce(new ApiError({ code: 'BAD_GATEWAY', status: 502 }))
        .mockRejectedValueOnce(offline())
        .mockResolvedValue(paged([makeProduct({ name: 'Villa revenue' })], 1));
      renderRoute(<Page />);
      await advance(0);
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Impossible de charger les annonces');
      expect(alert).toHaveTextContent('Nouvelle tentative automatique dans quelques instants…');
      await advance(1_999);
      expect(search).toHaveBeenCalledTimes(1);
      await advance(1);
      expect(search).toHaveBeenCalledTimes(2);
      // Still down: the same alert (not announced again), no skeletons in between.
      expect(screen.getByRole('alert')).toBe(alert);
      expect(screen.queryByTestId('skeleton-card')).not.toBeInTheDocument();
      await advance(4_000);
      expect(search).toHaveBeenCalledTimes(3);
      expect(screen.getByRole('heading', { level: 3, name: 'Villa revenue' })).toBeInTheDocument();
      expect(screen.getByText('1 propriété trouvée')).toHaveAttribute('role', 'status');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await advance(60_000);
      expect(search).toHaveBeenCalledTimes(3);
    });

    it('Réessayer tries at once and starts the automatic waits again from 2 s', async () => {
      search.mockRejectedValue(new ApiError({ code: 'SERVICE_UNAVAILABLE', status: 503 }));
      renderRoute(<BuyPage />);
      await advance(0);
      await advance(2_000);
      await advance(4_000);
      expect(search).toHaveBeenCalledTimes(3);
      fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
      expect(search).toHaveBeenCalledTimes(4);
      await advance(0);
      expect(screen.getByRole('alert')).toHaveTextContent('Impossible de charger les annonces');
      await advance(2_000);
      expect(search).toHaveBeenCalledTimes(5);
    });

    it('does not retry by itself after an error that a retry would not change', async () => {
      search.mockRejectedValue(new ApiError({ code: 'BAD_REQUEST', status: 400 }));
      renderRoute(<BuyPage />);
      await advance(0);
      expect(screen.getByRole('alert')).not.toHaveTextContent('Nouvelle tentative automatique');
      await advance(120_000);
      expect(search).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    });
  });
});
