import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@immo237/shared/api';
import SearchPage from '../pages/search-page';
import { expectHeadingOrder } from '../../../test-utils/heading-levels';
import { makeProduct, paged } from '../../../test-utils/product';
import { renderRoute } from '../../../test-utils/render-route';
import { searchProducts } from '../../../lib/api/search-products';

jest.mock('../../../lib/api/get-product-details', () => ({ getProductDetails: jest.fn() }));
jest.mock('../../../lib/api/search-products', () => ({ searchProducts: jest.fn() }));
jest.mock('@immo237/shared/api', () => jest.requireActual('../../../test-utils/mock-api').apiMockFactory());

const search = searchProducts as jest.MockedFunction<typeof searchProducts>;
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('search page', () => {
  it("a count the API stopped ('capped') reads 'Plus de 100' and the pages go one past the ones it fills", async () => {
    search.mockResolvedValue(paged([makeProduct()], 100, 1, 6, true));
    renderRoute(<SearchPage />, { path: '/search', url: '/search?city=Douala' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plus de 100 Propriétés trouvées' }),
    ).toBeInTheDocument();
    // 100 fill 16 whole pages and part of the 17th; more match, so page 17 is not the last.
    const pages = screen.getByRole('navigation', { name: 'Pages des résultats' });
    expect(within(pages).getByRole('link', { name: 'Page 17' })).toHaveAttribute(
      'href',
      '?city=Douala&page=17',
    );
    expect(within(pages).queryByRole('link', { name: 'Page 18' })).not.toBeInTheDocument();
  });

  it('a city or quartier chosen: a link to what rent and property cost there; none without', async () => {
    search.mockResolvedValue(paged([makeProduct()], 1));
    renderRoute(<SearchPage />, { path: '/search', url: '/search?city=Yaound%C3%A9&district=Biyem-Assi' });
    expect(
      await screen.findByRole('link', { name: "Loyers et prix de l'immobilier à Biyem-Assi" }),
    ).toHaveAttribute('href', '/prix/yaounde/biyem-assi');
  });

  it('reads every filter from the URL and titles the page with the count (plural)', async () => {
    search.mockResolvedValue(paged([makeProduct()], 13));
    renderRoute(<SearchPage />, {
      path: '/search',
      url: '/search?query=douala&priceMin=1000&type=house&bedrooms=2&bathrooms=1&areaMin=50&areaMax=300&sort=price_asc&page=2',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '13 Propriétés trouvées' }),
    ).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith({
      query: 'douala',
      priceMin: 1000,
      type: 'house',
      bedrooms: 2,
      bathrooms: 1,
      areaMin: 50,
      areaMax: 300,
      sort: 'price_asc',
      page: 2,
      limit: 6,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    expect(screen.getByLabelText('Rechercher')).toHaveValue('douala');
    expect(screen.getByLabelText('Trier par')).toHaveValue('price_asc');
  });

  it("'Annonceurs vérifiés uniquement': verified=1 in the URL, asked of the API, badges on verified cards", async () => {
    search.mockResolvedValue(
      paged(
        [
          makeProduct({ name: 'Villa vérifiée', owner_verified: true }),
          makeProduct({ id: 'p2', slug: 'autre', name: 'Autre villa' }),
        ],
        2,
      ),
    );
    renderRoute(<SearchPage />, { path: '/search', url: '/search' });
    await screen.findByRole('heading', { level: 1, name: '2 Propriétés trouvées' });
    const verifiedCard = screen.getByRole('heading', { name: 'Villa vérifiée' }).closest('article')!;
    expect(verifiedCard).toHaveTextContent('Annonceur vérifié');
    expect(screen.getByRole('heading', { name: 'Autre villa' }).closest('article')).not.toHaveTextContent(
      'Annonceur vérifié',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Annonceurs vérifiés uniquement' }));
    await waitFor(() => expect(location()).toContain('verified=1'));
    await waitFor(() =>
      expect(search).toHaveBeenLastCalledWith(expect.objectContaining({ verified: true, page: 1 })),
    );
  });

  it('uses the singular title for one result and shows 6 skeletons while loading', async () => {
    let resolve: (value: ReturnType<typeof paged>) => void = () => undefined;
    search.mockReturnValue(new Promise((done) => (resolve = done)));
    renderRoute(<SearchPage />, { path: '/search' });
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 1, name: 'Rechercher une propriété' })).toBeInTheDocument();
    resolve(paged([makeProduct()], 1));
    expect(await screen.findByRole('heading', { level: 1, name: '1 Propriété trouvée' })).toBeInTheDocument();
  });

  it('writes a changed filter to the URL (back to page 1) and the text once typing pauses', async () => {
    search.mockResolvedValue(paged([makeProduct()], 20));
    renderRoute(<SearchPage />, { path: '/search', url: '/search?page=3' });
    await screen.findByRole('heading', { level: 1, name: '20 Propriétés trouvées' });
    await userEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    await userEvent.selectOptions(screen.getByLabelText('Salles de bain'), '2');
    expect(location()).toBe('/search?bathrooms=2');
    await userEvent.type(screen.getByLabelText('Rechercher'), 'kribi');
    await waitFor(() => expect(location()).toBe('/search?bathrooms=2&query=kribi'));
    await waitFor(() =>
      expect(search).toHaveBeenLastCalledWith({ query: 'kribi', bathrooms: 2, page: 1, limit: 6 }),
    );
  });

  it('pages with numbered links and next, asks the API for that page and scrolls to the top', async () => {
    search.mockResolvedValue(paged([makeProduct()], 20));
    renderRoute(<SearchPage />, { path: '/search', url: '/search?type=loft' });
    // Plain links (they work without JavaScript), followed in place with it.
    expect(await screen.findByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '?type=loft&page=2');
    expect(screen.getByText('Précédent')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(location()).toBe('/search?type=loft&page=2');
    await waitFor(() => expect(search).toHaveBeenLastCalledWith({ type: 'loft', page: 2, limit: 6 }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    await userEvent.click(await screen.findByRole('link', { name: 'Suivant' }));
    expect(location()).toBe('/search?type=loft&page=3');
    expect(screen.queryByRole('link', { name: 'Page 5' })).not.toBeInTheDocument();
  });

  it('puts the card titles (h3) under a results h2, with the one h1', async () => {
    search.mockResolvedValue(paged([makeProduct({ name: 'Loft à Akwa' })], 1));
    renderRoute(<SearchPage />, { path: '/search', url: '/search' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Loft à Akwa' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Résultats' })).toBeInTheDocument();
    expect(expectHeadingOrder()).toEqual([1, 2, 3]);
  });

  it('shows the no-results text', async () => {
    search.mockResolvedValue(paged([], 0));
    renderRoute(<SearchPage />, { path: '/search', url: '/search?query=zzz' });
    expect(
      await screen.findByText('Aucune propriété trouvée veuillez modifier vos critères de recherche.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '0 Propriété trouvée' })).toBeInTheDocument();
  });

  it('searches again as soon as the browser is back online, without a click', async () => {
    search
      .mockRejectedValueOnce(new ApiError({ message: 'Network Error', isNetworkError: true }))
      .mockResolvedValue(paged([makeProduct()], 4));
    renderRoute(<SearchPage />, { path: '/search', url: '/search' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger les annonces');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '4 Propriétés trouvées' }),
    ).toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
