import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@immo237/shared/api';
import FeaturedProperties from '../pages/featured-properties';
import { makeProduct, paged } from '../../../test-utils/product';
import { renderRoute } from '../../../test-utils/render-route';
import { searchProducts } from '../../../lib/api/search-products';

jest.mock('../../../lib/api/get-product-details', () => ({ getProductDetails: jest.fn() }));
jest.mock('../../../lib/api/search-products', () => ({ searchProducts: jest.fn() }));
jest.mock('@immo237/shared/api', () => jest.requireActual('../../../test-utils/mock-api').apiMockFactory());

const search = searchProducts as jest.MockedFunction<typeof searchProducts>;

describe('featured block', () => {
  it('shows 6 skeletons, then 6 cards with only the first row loading at once, and no h1', async () => {
    search.mockResolvedValue(
      paged(
        Array.from({ length: 6 }, () => makeProduct()),
        70,
      ),
    );
    renderRoute(<FeaturedProperties />);
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(6);
    expect(await screen.findAllByRole('link', { name: /Voir le bien/ })).toHaveLength(6);
    expect(search).toHaveBeenCalledWith({ page: 1, limit: 6 });
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect(images[0]).toHaveAttribute('width');
    expect(images[0]).toHaveAttribute('srcset');
    // On a phone the first photo is the home page's largest paint: it alone asks for a high priority.
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      'high',
      'auto',
      'auto',
      'auto',
      'auto',
      'auto',
    ]);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir toutes les propriétés' })).toHaveAttribute(
      'href',
      '/search',
    );
  });

  it('says so in French when the API fails', async () => {
    search.mockRejectedValue(new Error('offline'));
    renderRoute(<FeaturedProperties />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de charger les propriétés en vedette pour le moment.',
    );
  });

  it('loads the block again in place with Réessayer after a failure', async () => {
    search
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(paged([makeProduct({ name: 'Villa en vedette' })], 1));
    renderRoute(<FeaturedProperties />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Villa en vedette' })).toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('waits while the tab is hidden and tries again when it is shown, without a click', async () => {
    jest.useFakeTimers();
    const setVisibility = (state: 'visible' | 'hidden') => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    try {
      search
        .mockRejectedValueOnce(new ApiError({ code: 'SERVICE_UNAVAILABLE', status: 503 }))
        .mockResolvedValue(paged([makeProduct({ name: 'Villa en vedette' })], 1));
      renderRoute(<FeaturedProperties />);
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(screen.getByRole('alert')).toHaveTextContent('Nouvelle tentative automatique');
      act(() => setVisibility('hidden'));
      await act(() => jest.advanceTimersByTimeAsync(120_000));
      expect(search).toHaveBeenCalledTimes(1);
      act(() => setVisibility('visible'));
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(search).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('heading', { level: 3, name: 'Villa en vedette' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
      delete (document as { visibilityState?: unknown }).visibilityState;
    }
  });
});
