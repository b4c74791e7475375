import '../../../test-utils/mock-detail-calls';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, listFavourites } from '@immo237/shared/api';
import { useAuthStore } from '@immo237/shared/auth';
import { resetDataSaverForTests, setDataSaver } from '@immo237/shared/config';
import { toast } from '@immo237/shared/toast';
import PropertyDetailPage from '../pages/property-detail-page';
import { makeProduct } from '../../../test-utils/product';
import { renderRoute } from '../../../test-utils/render-route';
import { addFavourite } from '../api/add-favourite';
import { getProductDetails } from '../../../lib/api/get-product-details';

const details = getProductDetails as jest.MockedFunction<typeof getProductDetails>;
const open = (slug = 'villa') =>
  renderRoute(<PropertyDetailPage />, { path: '/details/:slug', url: `/details/${slug}` });
const flat = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

afterEach(() => {
  useAuthStore.getState().logout();
  resetDataSaverForTests();
});

describe('property detail', () => {
  it('shows name, price per month, À louer, facts with defaults, description, conditions and JSON-LD', async () => {
    details.mockResolvedValue(
      makeProduct({
        name: 'Studio meublé à Akwa',
        is_for_sale: false,
        price: 110_000,
        features: { bedrooms: 0, bathrooms: 0, area: 25, areaUnit: 'm²' },
      }),
    );
    const { container } = open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Studio meublé à Akwa' }),
    ).toBeInTheDocument();
    expect(flat(screen.getByText(/\/mois/).textContent)).toBe('110 000 FCFA /mois');
    expect(screen.getByText('À louer')).toBeInTheDocument();
    expect(flat(document.title)).toBe('Studio meublé à Akwa — 110 000 FCFA /mois | Immo237');
    expect(screen.getByText('Chambres').nextSibling).toHaveTextContent('1');
    expect(screen.getByText('Salles de bain').nextSibling).toHaveTextContent('1');
    expect(flat(screen.getByText('Surface').nextSibling!.textContent)).toBe('25 m²');
    expect(screen.getByText('Caution de 3 mois')).toBeInTheDocument();
    const jsonLd = JSON.parse(
      container.ownerDocument.querySelector('script[type="application/ld+json"]')!.textContent!,
    );
    expect(jsonLd).toMatchObject({
      '@type': 'RealEstateListing',
      offers: { price: 110_000, priceCurrency: 'XAF' },
    });
  });

  it('shows À vendre for a sale and a WhatsApp link with title, price and URL', async () => {
    details.mockResolvedValue(makeProduct({ name: 'Villa à Bastos', slug: 'villa-bastos' }));
    open('villa-bastos');
    expect(await screen.findByText('À vendre')).toBeInTheDocument();
    const href = screen.getByRole('link', { name: 'Partager sur WhatsApp' }).getAttribute('href')!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    const text = decodeURIComponent(href.slice('https://wa.me/?text='.length));
    expect(flat(text)).toContain('Villa à Bastos – 45 000 000 FCFA');
    expect(text).toContain('http://localhost/details/villa-bastos');
  });

  it("holds a screen and the listing's boxes while loading (one h1, the form space), then shows the listing", async () => {
    let resolve: (product: ReturnType<typeof makeProduct>) => void = () => undefined;
    details.mockReturnValue(new Promise((done) => (resolve = done)));
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Détails de la propriété' })).toBeInTheDocument();
    expect(screen.getByText("Chargement de l'annonce…")).toHaveAttribute('role', 'status');
    const skeleton = screen.getByTestId('detail-skeleton');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton.parentElement).toHaveStyle({ minHeight: '100vh' });
    expect(skeleton.lastElementChild).toHaveStyle({ minHeight: '32rem' });
    resolve(makeProduct({ name: 'Villa à Kribi' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Villa à Kribi' })).toBeInTheDocument();
    expect(screen.queryByTestId('detail-skeleton')).not.toBeInTheDocument();
  });

  it('shows the not-found page for an unknown slug', async () => {
    details.mockRejectedValue(new ApiError({ code: 'NOT_FOUND', status: 404 }));
    open('nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Propriété introuvable' }),
    ).toBeInTheDocument();
  });

  it('toasts the generic error message when loading fails for another reason', async () => {
    details.mockRejectedValue(new ApiError({ code: 'UNKNOWN', status: 500 }));
    open();
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(
      'Une erreur est survenue lors du chargement des détails du bien.',
      expect.anything(),
    );
  });

  it('loads the listing again in place with Réessayer', async () => {
    details
      .mockRejectedValueOnce(new ApiError({ code: 'BAD_GATEWAY', status: 502 }))
      .mockResolvedValue(makeProduct({ name: 'Villa revenue' }));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue lors du chargement des détails du bien.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Villa revenue' })).toBeInTheDocument();
    expect(details).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('comes back by itself after a network failure, with one toast, dismissed once the listing is shown', async () => {
    jest.useFakeTimers();
    try {
      details
        .mockRejectedValueOnce(new ApiError({ message: 'Network Error', isNetworkError: true }))
        .mockRejectedValueOnce(new ApiError({ code: 'BAD_GATEWAY', status: 502 }))
        .mockResolvedValue(makeProduct({ name: 'Villa revenue' }));
      open();
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(screen.getByRole('alert')).toHaveTextContent('Nouvelle tentative automatique');
      await act(() => jest.advanceTimersByTimeAsync(2_000));
      expect(details).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Une erreur est survenue lors du chargement des détails du bien.',
      );
      expect(toast.error).toHaveBeenCalledTimes(1);
      expect(toast.dismiss).not.toHaveBeenCalled();
      await act(() => jest.advanceTimersByTimeAsync(4_000));
      expect(details).toHaveBeenCalledTimes(3);
      expect(screen.getByRole('heading', { level: 1, name: 'Villa revenue' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(toast.error).toHaveBeenCalledTimes(1);
      expect(toast.dismiss).toHaveBeenCalledWith('catalog-detail-load');
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not retry by itself when the listing is not found', async () => {
    jest.useFakeTimers();
    try {
      details.mockRejectedValue(new ApiError({ code: 'NOT_FOUND', status: 404 }));
      open('nope');
      await act(() => jest.advanceTimersByTimeAsync(60_000));
      expect(screen.getByRole('heading', { level: 1, name: 'Propriété introuvable' })).toBeInTheDocument();
      expect(details).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends an anonymous visitor to /login with a redirect back', async () => {
    details.mockResolvedValue(makeProduct());
    open('villa-akwa');
    await userEvent.click(await screen.findByRole('button', { name: /Ajouter aux favoris/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=%2Fdetails%2Fvilla-akwa');
  });

  it('toggles a real favourite for a signed-in user', async () => {
    useAuthStore.getState().login({ id: 'u1', email: 'a@b.cm' } as never, 'token');
    (listFavourites as jest.Mock).mockResolvedValue([]);
    (addFavourite as jest.Mock).mockResolvedValue(undefined);
    const product = makeProduct();
    details.mockResolvedValue(product);
    open();
    const button = await screen.findByRole('button', { name: /Ajouter aux favoris/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(addFavourite).toHaveBeenCalledWith(product.id);
    expect(await screen.findByRole('button', { name: /Retirer des favoris/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('gallery', () => {
  it('scrolls the strip by 150 px when there are more than 3 images and switches the main photo', async () => {
    details.mockResolvedValue(makeProduct({ name: 'Villa' }));
    open();
    const strip = await screen.findByTestId('thumbnail-strip');
    strip.scrollBy = jest.fn();
    await userEvent.click(screen.getByRole('button', { name: 'Photos suivantes' }));
    expect(strip.scrollBy).toHaveBeenCalledWith({ left: 150, behavior: 'smooth' });
    await userEvent.click(screen.getByRole('button', { name: 'Afficher la photo 3 sur 5' }));
    expect(screen.getByRole('img', { name: 'Villa – photo 3' })).toBeInTheDocument();
  });

  it("with 'Économiseur de données', shows the main photo alone, small, and the others on request", async () => {
    act(() => setDataSaver(true));
    details.mockResolvedValue(makeProduct({ name: 'Villa' }));
    open();
    const main = await screen.findByRole('img', { name: 'Villa – photo 1' });
    expect(main).toHaveAttribute('src', expect.stringMatching(/-480\.webp$/));
    expect(main).not.toHaveAttribute('srcset');
    expect(screen.queryByTestId('thumbnail-strip')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Afficher les 5 photos' }));
    expect(screen.getByTestId('thumbnail-strip')).toBeInTheDocument();
    // Full screen, the middle size rather than the largest.
    await userEvent.click(screen.getByRole('button', { name: 'Agrandir la photo 1 sur 5' }));
    const dialog = await screen.findByRole('dialog', { name: /Photos : Villa/ }, { timeout: 5000 });
    const large = within(dialog).getByRole('img', { name: 'Villa – photo 1' });
    expect(large).toHaveAttribute('src', expect.stringMatching(/-960\.webp$/));
    expect(large).not.toHaveAttribute('srcset');
    await userEvent.keyboard('{Escape}');
    act(() => setDataSaver(false));
    expect(screen.getByRole('img', { name: 'Villa – photo 1' })).toHaveAttribute(
      'srcset',
      expect.stringContaining('960w'),
    );
  });

  it('has no scroll arrows with 3 images or fewer', async () => {
    const product = makeProduct();
    details.mockResolvedValue({ ...product, media: product.media.slice(0, 3) });
    open();
    await screen.findByTestId('thumbnail-strip');
    expect(screen.queryByRole('button', { name: 'Photos suivantes' })).not.toBeInTheDocument();
  });

  it('opens full screen with next/previous, dots, arrow keys, swipe and Escape', async () => {
    details.mockResolvedValue(makeProduct({ name: 'Villa' }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Agrandir la photo 1 sur 5' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: /Photos : Villa \(1 \/ 5\)/ },
      { timeout: 5000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Photo suivante' }));
    expect(dialog).toHaveAccessibleName('Photos : Villa (2 / 5)');
    await userEvent.keyboard('{ArrowRight}');
    expect(dialog).toHaveAccessibleName('Photos : Villa (3 / 5)');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(dialog).toHaveAccessibleName('Photos : Villa (5 / 5)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Photo 2' }));
    expect(dialog).toHaveAccessibleName('Photos : Villa (2 / 5)');
    fireEvent.touchStart(dialog, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(dialog, { changedTouches: [{ clientX: 100 }] });
    expect(dialog).toHaveAccessibleName('Photos : Villa (3 / 5)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Photo précédente' }));
    expect(dialog).toHaveAccessibleName('Photos : Villa (2 / 5)');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
