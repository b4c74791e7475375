import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listLocations, type LocationCity, type Product, type ProductInput } from '@immo237/shared/api';
import { fakeMaps, lastMap } from '@immo237/shared/test-utils/fake-map-kit';
import '../../../i18n';
import { listing, openListingForm } from './listing-fixtures';

jest.mock('@immo237/shared/api', () => ({
  ...jest.requireActual('@immo237/shared/api'),
  listLocations: jest.fn(),
}));
jest.mock('@immo237/shared/map-kit', () =>
  jest.requireActual('@immo237/shared/test-utils/fake-map-kit').fakeMapKitModule(),
);

// Typing a whole listing form on two shared CPU cores takes several seconds.
jest.setTimeout(20_000);

// The owner may place a pin; without one the API shows the quartier's centre.
const DOUALA: LocationCity = {
  city: 'Douala',
  known: true,
  count: 2,
  lat: 4.05,
  lng: 9.7,
  districts: [{ name: 'Akwa', count: 2, lat: 4.0511, lng: 9.7001 }],
};

const onSubmit = jest.fn<Promise<unknown>, [ProductInput, unknown]>();
const sent = () => onSubmit.mock.calls.at(-1)![0];

const openForm = (product: Product | null = null) => openListingForm(onSubmit, product);

async function fillRequired() {
  await userEvent.type(screen.getByLabelText(/^Nom du bien/), 'Mon bien');
  await userEvent.selectOptions(screen.getByLabelText(/^Catégorie/), 'Maison');
  await userEvent.type(screen.getByLabelText(/^Prix/), '25000000');
}

const villa = listing({
  id: 'p9',
  name: 'Villa Akwa',
  slug: 'villa-akwa',
  price: 90000000,
  features: { bedrooms: 3, bathrooms: 2, area: 200, areaUnit: 'm²' },
});

beforeEach(() => {
  fakeMaps.length = 0;
  jest.mocked(listLocations).mockResolvedValue([DOUALA]);
  onSubmit.mockResolvedValue(undefined);
});

describe("Listing form: 'Placer l'annonce sur la carte'", () => {
  it('opens the map on request at the quartier centre; a click places the pin, sent as location.lat/lng', async () => {
    openForm();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Ville' }), 'Douala');
    await userEvent.type(screen.getByLabelText('Quartier'), 'akwa');
    expect(fakeMaps).toHaveLength(0);
    expect(
      screen.getByText(
        'Facultatif. Sans repère, les visiteurs voient le centre du quartier, jamais votre adresse.',
      ),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: "Placer l'annonce sur la carte" }));
    expect(await screen.findByRole('region', { name: "Carte pour placer l'annonce" })).toBeInTheDocument();
    await waitFor(() => expect(fakeMaps).toHaveLength(1));
    expect(lastMap().options.center).toEqual({ lat: 4.0511, lng: 9.7001 });
    expect(lastMap().options.zoom).toBe(15);

    act(() => lastMap().options.onPick?.({ lat: 4.04821, lng: 9.70412 }));
    expect(screen.getByText(/^Repère placé : 4\.04821, 9\.70412\./)).toBeInTheDocument();
    await waitFor(() =>
      expect(lastMap().view.setPin).toHaveBeenLastCalledWith(
        { lat: 4.04821, lng: 9.70412 },
        "Position de l'annonce",
        expect.any(Function),
      ),
    );
    // A drag moves it.
    act(() => lastMap().view.setPin.mock.calls.at(-1)![2]!({ lat: 4.049, lng: 9.705 }));
    // The tiles fail: the pin stays, a notice says so.
    act(() => lastMap().options.onTileError());
    expect(
      screen.getByText('Le fond de carte ne peut pas être chargé ; le repère reste placé.'),
    ).toBeInTheDocument();

    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Créer la propriété' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(sent().location).toEqual({ city: 'Douala', district: 'akwa', lat: 4.049, lng: 9.705 });
  });

  it("puts the pin at the map's centre from the keyboard", async () => {
    openForm();
    await screen.findByRole('combobox', { name: 'Ville' });
    await userEvent.click(screen.getByRole('button', { name: "Placer l'annonce sur la carte" }));
    const centre = await screen.findByRole('button', { name: 'Placer le repère au centre de la carte' });
    await waitFor(() => expect(centre).toBeEnabled());
    // No place chosen: the map opens on Cameroon as a whole.
    expect(lastMap().options.center).toEqual({ lat: 5.7, lng: 12.35 });
    centre.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText(/^Repère placé : 4\.05, 9\.7\./)).toBeInTheDocument();
  });

  it("starts from the owner's pin when editing; 'Retirer le repère' sends null", async () => {
    openForm({
      ...villa,
      location: { city: 'Douala', district: 'Akwa', lat: 4.04821, lng: 9.70412, exact: true },
    });
    expect(await screen.findByText(/^Repère placé : 4\.04821, 9\.70412\./)).toBeInTheDocument();
    expect(fakeMaps).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Retirer le repère' }));
    expect(screen.queryByText(/^Repère placé/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Placer l'annonce sur la carte" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(sent().location).toEqual({ city: 'Douala', district: 'Akwa', lat: null, lng: null });
  });

  it("does not take a quartier's centre for the owner's pin", async () => {
    openForm({
      ...villa,
      location: { city: 'Douala', district: 'Akwa', lat: 4.0511, lng: 9.7001, exact: false },
    });
    await screen.findByRole('button', { name: "Placer l'annonce sur la carte" });
    expect(screen.queryByRole('button', { name: 'Retirer le repère' })).not.toBeInTheDocument();
  });
});
