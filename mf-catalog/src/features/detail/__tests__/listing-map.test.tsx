import '../../../test-utils/mock-detail-calls';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@immo237/shared/api';
import { fakeMaps, lastMap } from '@immo237/shared/test-utils/fake-map-kit';
import PropertyDetailPage from '../pages/property-detail-page';
import { makeProduct } from '../../../test-utils/product';
import { renderRoute } from '../../../test-utils/render-route';
import { getProductDetails } from '../../../lib/api/get-product-details';

jest.mock('@immo237/shared/map-kit', () =>
  jest.requireActual('@immo237/shared/test-utils/fake-map-kit').fakeMapKitModule(),
);

// The listing's area on request, never more precise than the owner chose.
const details = getProductDetails as jest.MockedFunction<typeof getProductDetails>;
const open = () => renderRoute(<PropertyDetailPage />, { path: '/details/:slug', url: '/details/villa' });
const listing = (location: Product['location']) =>
  details.mockResolvedValue(makeProduct({ name: 'Villa à Akwa', slug: 'villa', location }));

beforeEach(() => {
  fakeMaps.length = 0;
});

describe("'Voir sur la carte' on a listing's page", () => {
  it('loads no map until asked, then a circle around the quartier centre (no pin)', async () => {
    listing({ city: 'Douala', district: 'Akwa', lat: 4.05, lng: 9.7, exact: false });
    open();
    const button = await screen.findByRole('button', { name: 'Voir sur la carte' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(fakeMaps).toHaveLength(0);

    await userEvent.click(button);
    const map = await screen.findByRole('region', { name: 'Carte : Akwa, Douala' });
    await waitFor(() => expect(lastMap().view.setArea).toHaveBeenCalled());
    expect(lastMap().view.setArea).toHaveBeenLastCalledWith({
      lat: 4.05,
      lng: 9.7,
      radius: 500,
      label: 'Villa à Akwa',
    });
    expect(map).toHaveAccessibleDescription(
      /Position approximative : le cercle entoure le centre du quartier/,
    );
    expect(screen.getByRole('button', { name: 'Masquer la carte' })).toHaveAttribute('aria-expanded', 'true');

    act(() => lastMap().options.onTileError());
    expect(
      screen.getByText('Le fond de carte ne peut pas être chargé ; les annonces restent placées.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Masquer la carte' }));
    expect(screen.queryByRole('region', { name: /Carte/ })).not.toBeInTheDocument();
    expect(lastMap().view.destroy).toHaveBeenCalled();
  });

  it("shows a marker at the owner's pin", async () => {
    listing({ city: 'Douala', district: 'Akwa', lat: 4.04821, lng: 9.70412, exact: true });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Voir sur la carte' }));
    await waitFor(() =>
      expect(lastMap().view.setArea).toHaveBeenLastCalledWith({
        lat: 4.04821,
        lng: 9.70412,
        radius: null,
        label: 'Villa à Akwa',
      }),
    );
    expect(screen.getByRole('region', { name: 'Carte : Akwa, Douala' })).toHaveAccessibleDescription(
      'Position indiquée par le propriétaire.',
    );
  });

  it('offers no map for a listing without a position', async () => {
    listing({ city: 'Ebolowa', district: null, lat: null, lng: null, exact: false });
    open();
    await screen.findByRole('heading', { level: 1, name: 'Villa à Akwa' });
    expect(screen.queryByRole('button', { name: 'Voir sur la carte' })).not.toBeInTheDocument();
  });
});
