import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LandPage from '../pages/land-page';
import { expectHeadingOrder } from '../../../test-utils/heading-levels';
import { makeProduct, paged } from '../../../test-utils/product';
import { renderRoute } from '../../../test-utils/render-route';
import { searchProducts } from '../../../lib/api/search-products';

jest.mock('../../../lib/api/get-product-details', () => ({ getProductDetails: jest.fn() }));
jest.mock('../../../lib/api/search-products', () => ({ searchProducts: jest.fn() }));
jest.mock('@immo237/shared/api', () => jest.requireActual('../../../test-utils/mock-api').apiMockFactory());

const search = searchProducts as jest.MockedFunction<typeof searchProducts>;

describe('land page', () => {
  it('asks for 6 plots and filters by land type', async () => {
    search.mockResolvedValue(paged([makeProduct({ name: 'Terrain titré à Kribi' })], 1));
    renderRoute(<LandPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terrains à vendre' })).toBeInTheDocument();
    expect(await screen.findByText('Terrain titré à Kribi')).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith({ type: 'land', page: 1, limit: 6 });
    await userEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    await userEvent.selectOptions(screen.getByLabelText('Type de terrain'), 'agricole');
    await waitFor(() =>
      expect(search).toHaveBeenLastCalledWith({ landType: 'agricole', type: 'land', page: 1, limit: 6 }),
    );
    expect(screen.getByRole('link', { name: 'Voir plus de terrains' })).toHaveAttribute('href', '/search');
  });

  it('drops plots with no area once an area bound is set, and shows the empty text', async () => {
    const noArea = makeProduct({
      name: 'Terrain sans surface',
      features: { bedrooms: 0, bathrooms: 0, area: 0, areaUnit: 'm²' },
    });
    search.mockResolvedValue(paged([noArea], 1));
    renderRoute(<LandPage />);
    expect(await screen.findByText('Terrain sans surface')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    await userEvent.type(screen.getByLabelText('Surface minimum (m²)'), '500');
    expect(await screen.findByText('Aucun terrain ne correspond à vos critères.')).toBeInTheDocument();
    expect(screen.queryByText('Terrain sans surface')).not.toBeInTheDocument();
    expect(search).toHaveBeenLastCalledWith({ areaMin: 500, type: 'land', page: 1, limit: 6 });
  });

  it('puts the plot titles (h3) under a results h2, with the one h1', async () => {
    search.mockResolvedValue(paged([makeProduct({ name: 'Terrain à Dschang' })], 1));
    renderRoute(<LandPage />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Terrain à Dschang' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Résultats' })).toBeInTheDocument();
    expect(expectHeadingOrder()).toEqual([1, 2, 3]);
  });

  it('shows a French message and Réessayer when the API fails, and loads the plots again in place', async () => {
    search
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(paged([makeProduct({ name: 'Terrain à Kribi' })], 1));
    renderRoute(<LandPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger les annonces');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Terrain à Kribi' })).toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(2);
    expect(search).toHaveBeenLastCalledWith({ type: 'land', page: 1, limit: 6 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
