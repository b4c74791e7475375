import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  listLocations,
  type LocationCity,
  type Product,
  type ProductInput,
} from '@immo237/shared/api';
import { useAuthStore } from '@immo237/shared/auth';
import { toast } from '@immo237/shared/toast';
import { renderRoute } from '@immo237/shared/test-utils/render-route';
import { MyPropertiesPage } from '../pages/my-properties-page';
import '../../../i18n';
import { createProduct } from '../api/create-product';
import { listMyProducts } from '../../../lib/api/list-my-products';
import { listing, openListingForm } from './listing-fixtures';

jest.mock('../../../lib/api/list-my-products', () => ({ listMyProducts: jest.fn() }));
jest.mock('../api/create-product', () => ({ createProduct: jest.fn() }));
jest.mock('@immo237/shared/api', () => ({
  ...jest.requireActual('@immo237/shared/api'),
  listLocations: jest.fn(),
}));

// Typing a whole listing form on two shared CPU cores takes several seconds.
jest.setTimeout(20_000);

const place = (city: string, known: boolean, districts: string[]): LocationCity => ({
  city,
  known,
  count: districts.length,
  lat: null,
  lng: null,
  districts: districts.map((name) => ({ name, count: 1, lat: null, lng: null })),
});

// An unknown city first on purpose: the form must still offer the known ones first.
const LOCATIONS = [
  place('Limbé', false, ['Down Beach']),
  place('Douala', true, ['Akwa', 'Bonapriso', 'Makepe']),
  place('Yaoundé', true, ['Bastos', 'Mvan']),
];

const rental = (changes: Partial<Product> = {}) =>
  listing({
    id: 'p7',
    name: 'Appartement Makepe',
    slug: 'appartement-makepe',
    category: 'Appartement',
    price: 150000,
    features: { bedrooms: 2, bathrooms: 1, area: 80, areaUnit: 'm²' },
    location: { city: 'Douala', district: 'Makepe' } as Product['location'],
    entry_costs: {
      advance_months: 6,
      deposit_months: 2,
      agency_fee: 150000,
      visit_fee: 5000,
      total: 1355000,
    },
    is_for_sale: false,
    ...changes,
  });

const onSubmit = jest.fn<Promise<unknown>, [ProductInput, unknown]>();

const openForm = (product: Product | null = null) => openListingForm(onSubmit, product);

/** The labelled control (exact label: none of these fields is marked required). */
const control = (label: string) => screen.getByLabelText(label);
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);
/** The quartiers the <datalist> of 'Quartier' suggests (none when the field has no list). */
function suggestions(): string[] {
  const listId = control('Quartier').getAttribute('list');
  if (!listId) return [];
  return Array.from(document.getElementById(listId)!.querySelectorAll('option')).map((o) => o.value);
}
const sent = () => onSubmit.mock.calls.at(-1)![0];

async function fillRequired(category: string, price: string) {
  await userEvent.type(screen.getByLabelText(/^Nom du bien/), 'Mon bien');
  await userEvent.selectOptions(screen.getByLabelText(/^Catégorie/), category);
  await userEvent.type(screen.getByLabelText(/^Prix/), price);
}

/** The form of a new rental: its required fields filled, 'À louer' chosen (the entry costs then shown). */
async function openRentalForm(category: string, price: string) {
  openForm();
  await fillRequired(category, price);
  await userEvent.selectOptions(screen.getByLabelText(/^Type d'offre/), 'À louer');
}

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

beforeEach(() => {
  jest.mocked(listLocations).mockResolvedValue(LOCATIONS);
  onSubmit.mockResolvedValue(undefined);
});

afterEach(() => act(() => toast.remove()));

describe('Listing form: Ville and Quartier', () => {
  it('lists the known cities first, then the others, then "Autre ville…"; suggests the quartiers of the city', async () => {
    openForm();
    const city = await screen.findByRole('combobox', { name: 'Ville' });
    expect(optionsOf(city)).toEqual(['Choisir une ville', 'Douala', 'Yaoundé', 'Limbé', 'Autre ville…']);
    expect(suggestions()).toEqual([]);

    await userEvent.selectOptions(city, 'Douala');
    expect(suggestions()).toEqual(['Akwa', 'Bonapriso', 'Makepe']);
    expect(control('Quartier')).toHaveAccessibleDescription(
      'Les quartiers déjà utilisés à Douala sont proposés ; vous pouvez aussi en saisir un autre.',
    );
    await userEvent.selectOptions(city, 'Yaoundé');
    expect(suggestions()).toEqual(['Bastos', 'Mvan']);
    expect(screen.queryByLabelText('Nom de la ville')).not.toBeInTheDocument();
  });

  it('"Autre ville…" reveals a text field for a city not in the list, sent as typed with its quartier', async () => {
    openForm();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Ville' }), 'Autre ville…');
    // Typing a listed name there keeps the field: it must not vanish under the fingers.
    await userEvent.type(control('Nom de la ville'), 'Douala');
    expect(control('Nom de la ville')).toHaveFocus();
    await userEvent.clear(control('Nom de la ville'));
    await userEvent.type(control('Nom de la ville'), 'Ebolowa');
    expect(control('Nom de la ville')).toHaveValue('Ebolowa');
    expect(screen.getByRole('combobox', { name: 'Ville' })).toHaveValue('__other__');
    expect(suggestions()).toEqual([]);
    await userEvent.type(control('Quartier'), 'Nko’ovos');
    await fillRequired('Maison', '25000000');
    await userEvent.click(screen.getByRole('button', { name: 'Créer la propriété' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(sent().location).toEqual({ city: 'Ebolowa', district: 'Nko’ovos', lat: null, lng: null });
  });

  it('keeps plain text fields when the cities cannot be read, and the listing can still be saved', async () => {
    jest
      .mocked(listLocations)
      .mockRejectedValue(new ApiError({ code: 'UNKNOWN', status: 500, message: 'x' }));
    openForm();
    await waitFor(() => expect(listLocations).toHaveBeenCalled());
    const city = await screen.findByRole('textbox', { name: 'Ville' });
    expect(screen.queryByRole('combobox', { name: 'Ville' })).not.toBeInTheDocument();
    await userEvent.type(city, 'Kribi');
    await userEvent.type(control('Quartier'), 'Mpalla');
    expect(control('Quartier')).not.toHaveAttribute('list');
    await fillRequired('Villa', '90000000');
    await userEvent.click(screen.getByRole('button', { name: 'Créer la propriété' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(sent().location).toEqual({ city: 'Kribi', district: 'Mpalla', lat: null, lng: null });
  });
});

describe('Listing form: entry costs of a rental', () => {
  it('asks them only for a rental and shows what they come to as they are typed', async () => {
    openForm();
    await screen.findByRole('combobox', { name: 'Ville' });
    expect(screen.queryByLabelText('Avance (mois de loyer)')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/^Type d'offre/), 'À louer');
    expect(screen.getByRole('group', { name: "Frais d'entrée" })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^Prix/), '150000');
    await userEvent.type(control('Avance (mois de loyer)'), '3');
    expect(screen.getByText(/^À l'entrée : 450\s000\sFCFA$/)).toBeInTheDocument();
    await userEvent.type(control('Caution (mois de loyer)'), '2');
    await userEvent.type(control("Commission d'agence (FCFA)"), '150000');
    await userEvent.type(control('Frais de visite (FCFA)'), '10000');
    // 150 000 × (3 + 2) + 150 000 + 10 000
    expect(screen.getByText(/^À l'entrée : 910\s000\sFCFA$/)).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/^Prix/));
    await userEvent.type(screen.getByLabelText(/^Prix/), '200000');
    expect(screen.getByText(/^À l'entrée : 1\s160\s000\sFCFA$/)).toBeInTheDocument();

    // The fees are in FCFA: a rent in another currency gets no mixed-up total.
    await userEvent.selectOptions(screen.getByLabelText(/^Devise/), 'EUR');
    expect(screen.queryByText(/^À l'entrée/)).not.toBeInTheDocument();
    expect(
      screen.getByText("Le total à l'entrée est calculé pour un loyer en FCFA (XAF)."),
    ).toBeInTheDocument();
  });

  it('refuses negative, fractional and more than 36 months, and decimal fees, in French', async () => {
    await openRentalForm('Studio', '60000');
    await userEvent.type(control('Avance (mois de loyer)'), '37');
    await userEvent.type(control('Caution (mois de loyer)'), '1.5');
    await userEvent.type(control("Commission d'agence (FCFA)"), '-5');
    await userEvent.type(control('Frais de visite (FCFA)'), '2500.5');
    await userEvent.click(screen.getByRole('button', { name: 'Créer la propriété' }));
    expect(control('Avance (mois de loyer)')).toHaveAccessibleDescription('36 mois au maximum');
    expect(control('Caution (mois de loyer)')).toHaveAccessibleDescription(
      'Indiquez un nombre entier de mois',
    );
    expect(control("Commission d'agence (FCFA)")).toHaveAccessibleDescription(
      'La valeur ne peut pas être négative',
    );
    expect(control('Frais de visite (FCFA)')).toHaveAccessibleDescription(
      'Indiquez un montant entier en FCFA, sans décimales',
    );
    expect(screen.queryByText(/^À l'entrée/)).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends them as entry_costs, an empty one as null; a sale sends none and ignores hidden values', async () => {
    await openRentalForm('Appartement', '150000');
    await userEvent.type(control('Avance (mois de loyer)'), '6');
    await userEvent.type(control("Commission d'agence (FCFA)"), '75000');
    await userEvent.click(screen.getByRole('button', { name: 'Créer la propriété' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(sent()).toMatchObject({
      is_for_sale: false,
      entry_costs: { advance_months: 6, deposit_months: null, agency_fee: 75000, visit_fee: null },
      land_title: null,
    });
  });

  it('a sale with a wrong value left in the hidden fields is still saved, without entry costs', async () => {
    await openRentalForm('Villa', '90000000');
    await userEvent.type(control('Avance (mois de loyer)'), '99');
    await userEvent.selectOptions(screen.getByLabelText(/^Type d'offre/), 'À vendre');
    await userEvent.click(screen.getByRole('button', { name: 'Créer la propriété' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(sent()).toMatchObject({
      is_for_sale: true,
      entry_costs: { advance_months: null, deposit_months: null, agency_fee: null, visit_fee: null },
    });
  });
});

describe('Listing form: Titre foncier', () => {
  it('is asked for a plot only, with Titré, En cours and Non titré, and sent as land_title', async () => {
    openForm();
    await fillRequired('Maison', '30000000');
    expect(screen.queryByLabelText('Titre foncier')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/^Catégorie/), 'Terrain');
    const title = screen.getByRole('combobox', { name: 'Titre foncier' });
    expect(optionsOf(title)).toEqual(["Choisir l'état du titre foncier", 'Titré', 'En cours', 'Non titré']);
    await userEvent.selectOptions(title, 'En cours');
    await userEvent.click(screen.getByRole('button', { name: 'Créer la propriété' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(sent()).toMatchObject({ category: 'Terrain', land_title: 'in_progress' });
  });

  it('is not sent for a building, even if chosen before the category changed', async () => {
    openForm();
    await fillRequired('Terrain', '30000000');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Titre foncier' }), 'Titré');
    await userEvent.selectOptions(screen.getByLabelText(/^Catégorie/), 'Maison');
    await userEvent.click(screen.getByRole('button', { name: 'Créer la propriété' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(sent().land_title).toBeNull();
  });
});

describe('Listing form: editing', () => {
  it('starts from the listing: city, quartier and entry costs, and sends them back changed', async () => {
    openForm(rental());
    const city = await screen.findByRole('combobox', { name: 'Ville' });
    expect(city).toHaveValue('Douala');
    expect(control('Quartier')).toHaveValue('Makepe');
    expect(suggestions()).toEqual(['Akwa', 'Bonapriso', 'Makepe']);
    expect(control('Avance (mois de loyer)')).toHaveValue(6);
    expect(control('Caution (mois de loyer)')).toHaveValue(2);
    expect(control("Commission d'agence (FCFA)")).toHaveValue(150000);
    expect(control('Frais de visite (FCFA)')).toHaveValue(5000);
    expect(screen.getByText(/^À l'entrée : 1\s355\s000\sFCFA$/)).toBeInTheDocument();

    await userEvent.clear(control('Frais de visite (FCFA)'));
    await userEvent.selectOptions(city, 'Yaoundé');
    await userEvent.clear(control('Quartier'));
    await userEvent.type(control('Quartier'), 'Bastos');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(sent()).toMatchObject({
      location: { city: 'Yaoundé', district: 'Bastos' },
      entry_costs: { advance_months: 6, deposit_months: 2, agency_fee: 150000, visit_fee: null },
    });
  });

  it('shows a city outside the list under "Autre ville…", and a plot with its land title', async () => {
    openForm(
      rental({
        category: 'Terrain',
        is_for_sale: true,
        entry_costs: null,
        land_type: 'constructible',
        land_title: 'titled',
        location: { city: 'Ebolowa', district: 'Centre', lat: null, lng: null, exact: false },
      }),
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Ville' })).toHaveValue('__other__'));
    expect(control('Nom de la ville')).toHaveValue('Ebolowa');
    expect(screen.getByRole('combobox', { name: 'Titre foncier' })).toHaveValue('titled');
    expect(screen.queryByLabelText('Avance (mois de loyer)')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(sent()).toMatchObject({
      land_title: 'titled',
      land_type: 'constructible',
      location: { city: 'Ebolowa', district: 'Centre' },
    });
  });
});

describe('Mes biens: create', () => {
  it('sends location, entry costs and land title to the API', async () => {
    useAuthStore.getState().login({ id: 'u1', email: 'awa@example.cm' }, 'jwt');
    jest.mocked(listMyProducts).mockResolvedValue({ items: [], total: 0, page: 1, limit: 12 });
    jest.mocked(createProduct).mockResolvedValue(rental());
    renderRoute(<MyPropertiesPage />, { toaster: true });
    await screen.findByText('Aucun article trouvé');
    await userEvent.click(screen.getByRole('button', { name: 'Créer un nouvel article' }));
    await fillRequired('Appartement', '150000');
    await userEvent.selectOptions(screen.getByLabelText(/^Type d'offre/), 'À louer');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Ville' }), 'Douala');
    await userEvent.type(control('Quartier'), 'Makepe');
    await userEvent.type(control('Avance (mois de loyer)'), '6');
    await userEvent.type(control('Caution (mois de loyer)'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Créer la propriété' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(createProduct).toHaveBeenCalledWith(
      expect.objectContaining({
        location: { city: 'Douala', district: 'Makepe', lat: null, lng: null },
        entry_costs: { advance_months: 6, deposit_months: 2, agency_fee: null, visit_fee: null },
        land_title: null,
        is_for_sale: false,
      }),
      { image: null, images: [] },
      expect.any(Function),
    );
  });
});
