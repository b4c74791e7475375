import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, listLocations } from '@immo237/shared/api';
import { useAuthStore } from '@immo237/shared/auth';
import { toast } from '@immo237/shared/toast';
import { renderRoute } from '@immo237/shared/test-utils/render-route';
import { MyPropertiesPage } from '../pages/my-properties-page';
import '../../../i18n';
import { setListingAvailability } from '../api/set-listing-availability';
import { createProduct } from '../api/create-product';
import { deleteProduct } from '../api/delete-product';
import { listMyProducts } from '../../../lib/api/list-my-products';
import { updateProduct } from '../api/update-product';
import { listing, onePage } from './listing-fixtures';

jest.mock('../../../lib/api/list-my-products', () => ({ listMyProducts: jest.fn() }));
jest.mock('../api/create-product', () => ({ createProduct: jest.fn() }));
jest.mock('../api/update-product', () => ({ updateProduct: jest.fn() }));
jest.mock('../api/delete-product', () => ({ deleteProduct: jest.fn() }));
// The owner's figures (views, contacts, saves) have their own tests (listing-stats.test.tsx).
jest.mock('../api/get-my-listings-stats', () => ({
  getMyListingsStats: jest.fn(() => Promise.resolve({ days: 30, from: '', to: '', listings: {} })),
}));
jest.mock('@immo237/shared/api', () => ({
  ...jest.requireActual('@immo237/shared/api'),
  listLocations: jest.fn(),
}));
jest.mock('../api/set-listing-availability', () => ({ setListingAvailability: jest.fn() }));

const product = listing;

// Typing a whole listing form on two shared CPU cores takes several seconds.
jest.setTimeout(20_000);

const page = onePage;

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

beforeEach(() => {
  jest.clearAllMocks();
  // No city known yet: 'Ville' and 'Quartier' stay text fields (listing-fields.test.tsx covers the lists).
  jest.mocked(listLocations).mockResolvedValue([]);
  useAuthStore.getState().login({ id: 'u1', email: 'awa@example.cm' }, 'jwt');
});

afterEach(() => act(() => toast.remove()));

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

describe('Mes biens', () => {
  it('shows the empty state', async () => {
    jest.mocked(listMyProducts).mockResolvedValue(page([]));
    renderRoute(<MyPropertiesPage />, { toaster: true });
    expect(await screen.findByText('Aucun article trouvé')).toBeInTheDocument();
    expect(screen.getByText('Commencez par créer un nouvel article !')).toBeInTheDocument();
  });

  it('disables create and says why without a user', () => {
    act(() => useAuthStore.getState().logout());
    renderRoute(<MyPropertiesPage />, { toaster: true });
    expect(screen.getByRole('button', { name: 'Créer un nouvel article' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Vous devez être connecté pour créer un article.');
  });

  it('lists cards with status, no-description text, price and stock', async () => {
    jest.mocked(listMyProducts).mockResolvedValue(page([product({ status: 'INACTIVE' })]));
    renderRoute(<MyPropertiesPage />, { toaster: true });
    const card = within((await screen.findByRole('heading', { name: 'Villa Bastos' })).closest('article')!);
    expect(card.getByText('Inactif')).toBeInTheDocument();
    expect(card.getByText('Aucune description')).toBeInTheDocument();
    expect(card.getByText(/45\s000\s000\sFCFA/)).toBeInTheDocument();
    expect(card.getByText('Stock : 1')).toBeInTheDocument();
  });

  it('marks a listing that reports hold for review', async () => {
    jest.mocked(listMyProducts).mockResolvedValue(page([product({ moderation: 'UNDER_REVIEW' })]));
    renderRoute(<MyPropertiesPage />, { toaster: true });
    const card = within((await screen.findByRole('heading', { name: 'Villa Bastos' })).closest('article')!);
    expect(card.getByText('En cours de vérification')).toBeInTheDocument();
  });

  it('says why a listing priced far below its quartier shows a notice to visitors', async () => {
    jest
      .mocked(listMyProducts)
      .mockResolvedValue(page([product({ price: 5_000_000, low_price: { median: 45_000_000 } })]));
    renderRoute(<MyPropertiesPage />, { toaster: true });
    const card = within((await screen.findByRole('heading', { name: 'Villa Bastos' })).closest('article')!);
    expect(
      card.getByText(
        /^Prix nettement inférieur aux annonces comparables du quartier \(médiane : 45\s000\s000\sFCFA\)/,
      ),
    ).toHaveTextContent("Corrigez le prix s'il s'agit d'une erreur.");
  });

  it("'Marquer comme vendu' closes a sale, the card says 'Vendu' and offers 'Remettre en ligne'", async () => {
    jest.mocked(listMyProducts).mockResolvedValue(page([product()]));
    jest
      .mocked(setListingAvailability)
      .mockResolvedValueOnce(product({ status: 'INACTIVE', closed_reason: 'SOLD' }))
      .mockResolvedValueOnce(product({ status: 'ACTIVE', closed_reason: null }));
    renderRoute(<MyPropertiesPage />, { toaster: true });
    const card = within((await screen.findByRole('heading', { name: 'Villa Bastos' })).closest('article')!);
    expect(card.queryByRole('button', { name: 'Marquer comme loué : Villa Bastos' })).not.toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Marquer comme vendu : Villa Bastos' }));
    expect(setListingAvailability).toHaveBeenCalledWith('p1', { available: false, reason: 'SOLD' });
    expect(await card.findByText('Vendu')).toBeInTheDocument();
    expect(card.getByText('Inactif')).toBeInTheDocument();
    expect(
      await screen.findByText(
        "« Villa Bastos » est marqué comme vendu : l'annonce n'apparaît plus sur le site.",
      ),
    ).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Remettre en ligne : Villa Bastos' }));
    expect(setListingAvailability).toHaveBeenLastCalledWith('p1', { available: true });
    expect(await card.findByText('Actif')).toBeInTheDocument();
    expect(card.queryByText('Vendu')).not.toBeInTheDocument();
  });

  it("a rental offers 'Marquer comme loué'; a reminded listing asks if it is still available", async () => {
    const rental = product({
      id: 'p2',
      name: 'Studio Akwa',
      is_for_sale: false,
      reminded_at: '2026-11-01T00:00:00Z',
    });
    jest.mocked(listMyProducts).mockResolvedValue(page([rental]));
    jest.mocked(setListingAvailability).mockResolvedValue({ ...rental, reminded_at: null });
    renderRoute(<MyPropertiesPage />, { toaster: true });
    const card = within((await screen.findByRole('heading', { name: 'Studio Akwa' })).closest('article')!);
    expect(card.getByRole('button', { name: 'Marquer comme loué : Studio Akwa' })).toBeInTheDocument();
    expect(card.getByText('Votre annonce est-elle toujours disponible ?')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Oui, toujours disponible : Studio Akwa' }));
    expect(setListingAvailability).toHaveBeenCalledWith('p2', { available: true });
    expect(await screen.findByText('Merci : « Studio Akwa » reste en ligne.')).toBeInTheDocument();
    expect(card.queryByText('Votre annonce est-elle toujours disponible ?')).not.toBeInTheDocument();
  });

  it("each card button's accessible name starts with its visible label, then names the listing", async () => {
    const rental = product({
      id: 'p2',
      name: 'Studio Akwa',
      is_for_sale: false,
      reminded_at: '2026-11-01T00:00:00Z',
    });
    const sold = product({ status: 'INACTIVE', closed_reason: 'SOLD' });
    jest.mocked(listMyProducts).mockResolvedValue(page([rental, sold]));
    renderRoute(<MyPropertiesPage />, { toaster: true });
    for (const name of ['Studio Akwa', 'Villa Bastos']) {
      const card = (await screen.findByRole('heading', { name })).closest('article')!;
      const buttons = within(card).getAllByRole('button');
      expect(buttons.length).toBeGreaterThanOrEqual(4);
      for (const button of buttons) {
        const visible = button.textContent!.trim();
        expect(visible).not.toBe('');
        // WCAG 2.5.3 (label in name): a voice user says what they see.
        expect(button).toHaveAccessibleName(expect.stringMatching(new RegExp(`^${visible}.*${name}$`)));
      }
    }
  });

  it('an expired listing says why it left the site', async () => {
    jest
      .mocked(listMyProducts)
      .mockResolvedValue(page([product({ status: 'INACTIVE', closed_reason: 'EXPIRED' })]));
    renderRoute(<MyPropertiesPage />, { toaster: true });
    const card = within((await screen.findByRole('heading', { name: 'Villa Bastos' })).closest('article')!);
    expect(card.getByText('Retirée faute de confirmation')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Remettre en ligne : Villa Bastos' })).toBeInTheDocument();
  });

  it('checks the listing form rules and refuses a wrong image type', async () => {
    jest.mocked(listMyProducts).mockResolvedValue(page([]));
    renderRoute(<MyPropertiesPage />, { toaster: true });
    await screen.findByText('Aucun article trouvé');
    await userEvent.click(screen.getByRole('button', { name: 'Créer un nouvel article' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Nouvelle Propriété' }));
    expect(field('Devise')).toHaveValue('XAF');
    expect(field('Statut')).toHaveValue('ACTIVE');
    await userEvent.type(field('Prix'), '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Créer la propriété' }));
    expect(dialog.getByText('Le nom est requis')).toBeInTheDocument();
    expect(dialog.getByText('La catégorie est requise')).toBeInTheDocument();
    expect(dialog.getByText('Le prix doit être au moins de 0,01')).toBeInTheDocument();
    await userEvent.upload(
      field('Ajouter des photos'),
      new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }),
      { applyAccept: false },
    );
    expect(dialog.getByText('Seuls les formats JPEG, PNG ou GIF sont autorisés')).toBeInTheDocument();
    expect(createProduct).not.toHaveBeenCalled();
  });

  it('creates with images, appends the card and closes', async () => {
    jest.mocked(listMyProducts).mockResolvedValue(page([]));
    jest
      .mocked(createProduct)
      .mockResolvedValue(product({ id: 'p2', name: 'Duplex Bonapriso', category: 'Duplex' }));
    renderRoute(<MyPropertiesPage />, { toaster: true });
    await screen.findByText('Aucun article trouvé');
    await userEvent.click(screen.getByRole('button', { name: 'Créer un nouvel article' }));
    await userEvent.type(field('Nom du bien'), 'Duplex Bonapriso');
    await userEvent.selectOptions(field('Catégorie'), 'Duplex');
    await userEvent.type(field('Prix'), '85000000');
    await userEvent.type(field('Étiquettes'), 'piscine, , parking ');
    const main = new File(['a'], 'facade.jpg', { type: 'image/jpeg' });
    const second = new File(['b'], 'salon.png', { type: 'image/png' });
    await userEvent.upload(field('Ajouter des photos'), [main, second]);
    // jsdom cannot decode images, as an old browser: the photos go as picked, with no saving to show.
    expect(screen.queryByText(/ → /)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choisir comme principale : Photo 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Créer la propriété' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(createProduct).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Duplex Bonapriso',
        category: 'Duplex',
        price: 85000000,
        tags: ['piscine', 'parking'],
        currency: 'XAF',
      }),
      { image: second, images: [main] },
      expect.any(Function),
    );
    expect(screen.getByRole('heading', { name: 'Duplex Bonapriso' })).toBeInTheDocument();
  });

  it('shows a CONFLICT in the form and the red list, keeping what was typed', async () => {
    jest.mocked(listMyProducts).mockResolvedValue(page([product()]));
    jest
      .mocked(updateProduct)
      .mockRejectedValue(new ApiError({ code: 'NOT_FOUND', status: 404, message: 'x' }));
    renderRoute(<MyPropertiesPage />, { toaster: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier Villa Bastos' }));
    const dialog = within(screen.getByRole('dialog', { name: "Modifier l'article" }));
    await userEvent.clear(field('Prix'));
    await userEvent.type(field('Prix'), '50000000');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await dialog.findByText('Des erreurs sont survenues')).toBeInTheDocument();
    expect(dialog.getByText('Article introuvable')).toBeInTheDocument();
    expect(field('Prix')).toHaveValue(50000000);
  });

  it('updates a listing in place, keeping its images by URL', async () => {
    jest.mocked(listMyProducts).mockResolvedValue(page([product({ image: '/uploads/products/a-960.webp' })]));
    jest.mocked(updateProduct).mockResolvedValue(product({ price: 50000000 }));
    renderRoute(<MyPropertiesPage />, { toaster: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier Villa Bastos' }));
    await userEvent.clear(field('Prix'));
    await userEvent.type(field('Prix'), '50000000');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(updateProduct).toHaveBeenCalledWith(
      'p1',
      expect.objectContaining({ price: 50000000, image: '/uploads/products/a-960.webp', images: [] }),
      { image: null, images: [] },
      expect.any(Function),
    );
    expect(screen.getByText(/50\s000\s000\sFCFA/)).toBeInTheDocument();
  });

  it('pages through many listings with the total as the count', async () => {
    window.scrollTo = jest.fn();
    jest.mocked(listMyProducts).mockImplementation(async (n = 1) => ({
      items: [product({ id: `p${n}`, name: `Bien page ${n}` })],
      total: 30,
      page: n,
      limit: 12,
    }));
    renderRoute(<MyPropertiesPage />, { toaster: true });
    expect(await screen.findByRole('heading', { name: 'Bien page 1' })).toBeInTheDocument();
    expect(screen.getByText('30 biens')).toBeInTheDocument();
    const pager = within(screen.getByRole('navigation', { name: 'Pages de mes biens' }));
    await userEvent.click(pager.getByRole('button', { name: /3/ }));
    expect(await screen.findByRole('heading', { name: 'Bien page 3' })).toBeInTheDocument();
    expect(listMyProducts).toHaveBeenLastCalledWith(3, 12);
  });

  it('deletes after confirmation', async () => {
    jest.mocked(listMyProducts).mockResolvedValue(page([product()]));
    jest.mocked(deleteProduct).mockResolvedValue();
    renderRoute(<MyPropertiesPage />, { toaster: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Villa Bastos' }));
    const dialog = within(screen.getByRole('dialog', { name: "Supprimer l'article" }));
    await userEvent.click(dialog.getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Aucun article trouvé')).toBeInTheDocument();
    expect(deleteProduct).toHaveBeenCalledWith('p1');
  });
});
