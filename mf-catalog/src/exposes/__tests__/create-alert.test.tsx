import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@immo237/shared/api';
import { useAuthStore } from '@immo237/shared/auth';
import LandPage from '../land-page';
import RentPage from '../rent-page';
import SearchPage from '../search-page';
import { paged } from '../../test-utils/product';
import { renderRoute } from '../../test-utils/render-route';
import { createAlert } from '../../lib/api/create-alert';
import { searchProducts } from '../../lib/api/search-products';

jest.mock('../../lib/api/get-product-details', () => ({ getProductDetails: jest.fn() }));
jest.mock('../../lib/api/search-products', () => ({ searchProducts: jest.fn() }));
jest.mock('../../lib/api/create-alert', () => ({ createAlert: jest.fn() }));
jest.mock('@immo237/shared/api', () => jest.requireActual('../../test-utils/mock-api').apiMockFactory());

const create = createAlert as jest.MockedFunction<typeof createAlert>;
const signIn = () => useAuthStore.getState().login({ id: 'u1', email: 'a@b.cm' } as never, 'token');

beforeEach(() => {
  (searchProducts as jest.MockedFunction<typeof searchProducts>).mockResolvedValue(paged([], 0));
  create.mockReset();
});
afterEach(() => useAuthStore.getState().logout());

describe("'Créer une alerte'", () => {
  it('signed in on /louer: saves the address filters as a rental search, says so and links to Mes alertes', async () => {
    signIn();
    create.mockResolvedValue({ id: 'a1' } as never);
    renderRoute(<RentPage />, {
      path: '/louer',
      url: '/louer?city=Douala&district=Akwa&priceMax=200000&sort=price_asc',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Créer une alerte' }));
    expect(create).toHaveBeenCalledWith({
      city: 'Douala',
      district: 'Akwa',
      priceMax: 200000,
      forSale: false,
      excludeLand: true,
    });
    expect(await screen.findByText(/Alerte créée/)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Mes alertes' })).toHaveAttribute('href', '/profile/alertes');
    expect(screen.queryByRole('button', { name: 'Créer une alerte' })).not.toBeInTheDocument();
  });

  it('a visitor is sent to sign in, and back to the same page with its filters', async () => {
    renderRoute(<RentPage />, { path: '/louer', url: '/louer?city=Douala&priceMax=200000' });
    await userEvent.click(screen.getByRole('button', { name: 'Créer une alerte' }));
    expect(create).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/login?redirect=${encodeURIComponent('/louer?city=Douala&priceMax=200000')}`,
    );
  });

  it('/terrains saves land searches; /search saves its filters without sort or paging', async () => {
    signIn();
    create.mockResolvedValue({ id: 'a1' } as never);
    const land = renderRoute(<LandPage />, {
      path: '/terrains',
      url: '/terrains?landTitle=titled&city=Kribi',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Créer une alerte' }));
    expect(create).toHaveBeenLastCalledWith({ city: 'Kribi', landTitle: 'titled', type: 'land' });
    land.unmount();

    renderRoute(<SearchPage />, {
      path: '/search',
      url: '/search?query=villa&verified=1&sort=price_desc&page=2',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Créer une alerte' }));
    expect(create).toHaveBeenLastCalledWith({ query: 'villa', verified: true });
  });

  it('says when the alert exists already, when the cap is reached, and when the call failed', async () => {
    signIn();
    create.mockRejectedValueOnce(new ApiError({ code: 'ALERT_ALREADY_EXISTS', status: 409 }));
    renderRoute(<RentPage />, { path: '/louer', url: '/louer?city=Douala' });
    await userEvent.click(screen.getByRole('button', { name: 'Créer une alerte' }));
    expect(await screen.findByText(/Vous avez déjà une alerte pour cette recherche/)).toBeInTheDocument();
    create.mockRejectedValueOnce(new ApiError({ code: 'ALERTS_LIMIT_REACHED', status: 409 }));
    await userEvent.click(screen.getByRole('button', { name: 'Créer une alerte' }));
    expect(await screen.findByText(/Vous avez déjà 20 alertes/)).toBeInTheDocument();
    create.mockRejectedValueOnce(new ApiError({ code: 'UNKNOWN', isNetworkError: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Créer une alerte' }));
    await waitFor(() => expect(screen.getByText(/n'a pas pu être créée/)).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Mes alertes' })).not.toBeInTheDocument();
  });
});
