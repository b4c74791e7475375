import '../../../test-utils/mock-detail-calls';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PropertyDetailPage from '../pages/property-detail-page';
import { makeProduct, RENTAL_ENTRY_COSTS } from '../../../test-utils/product';
import { renderRoute } from '../../../test-utils/render-route';
import { countContactTap } from '../api/count-contact-tap';
import { getProductDetails } from '../../../lib/api/get-product-details';
import { sendMessageToAdmin } from '../api/send-message-to-admin';

// The entry costs of a rental, a plot's land title, 'Appeler' and 'WhatsApp', the contact form's phone.
const details = getProductDetails as jest.MockedFunction<typeof getProductDetails>;
const send = sendMessageToAdmin as jest.MockedFunction<typeof sendMessageToAdmin>;
const tap = countContactTap as jest.MockedFunction<typeof countContactTap>;
const open = () =>
  renderRoute(<PropertyDetailPage />, { path: '/details/:slug', url: '/details/appartement-akwa' });
const flat = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

describe('detail page of a rental with entry costs and a shown number', () => {
  beforeEach(() => {
    details.mockResolvedValue(
      makeProduct({
        id: '11111111-1111-4111-8111-111111111111',
        name: 'Appartement à Akwa',
        slug: 'appartement-akwa',
        is_for_sale: false,
        price: 150_000,
        location: { city: 'Douala', district: 'Akwa', lat: 4.05, lng: 9.7, exact: false },
        entry_costs: RENTAL_ENTRY_COSTS,
        contact_phone: '+237677123456',
      }),
    );
  });

  it("lists each entry cost and 'À l'entrée : X FCFA'", async () => {
    open();
    const section = (await screen.findByRole('heading', { name: "Frais d'entrée" })).closest('section')!;
    const text = flat(section.textContent);
    expect(text).toContain('Avance6 mois (900 000 FCFA)');
    expect(text).toContain('Caution2 mois (300 000 FCFA)');
    expect(text).toContain("Commission d'agence150 000 FCFA");
    expect(text).toContain('Frais de visite10 000 FCFA');
    expect(text).toContain("À l'entrée : 1 360 000 FCFA");
    expect(screen.getByText('Akwa, Douala')).toBeInTheDocument();
  });

  it("'Appeler' is a tel: link and 'WhatsApp' a wa.me link with the listing's name and address; taps are counted", async () => {
    open();
    const call = await screen.findByRole('link', { name: 'Appeler le +237 6 77 12 34 56' });
    expect(call).toHaveAttribute('href', 'tel:+237677123456');
    const whatsapp = screen.getByRole('link', { name: 'WhatsApp' });
    const href = new URL(whatsapp.getAttribute('href')!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/237677123456');
    expect(href.searchParams.get('text')).toMatch(/« Appartement à Akwa ».*\/details\/appartement-akwa$/);
    call.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(call);
    expect(tap).toHaveBeenCalledWith('11111111-1111-4111-8111-111111111111', 'call');
  });

  it("the contact form sends the optional 'Téléphone' and refuses a malformed one", async () => {
    send.mockResolvedValue({ id: 'm1', sent: true });
    open();
    // The form is a lazy chunk: its first import under jest (and on a busy machine) can take a while.
    const form = (
      await screen.findByRole('heading', { name: 'Contacter le propriétaire' }, { timeout: 15_000 })
    ).closest('form')!;
    const inForm = within(form);
    await userEvent.type(inForm.getByLabelText(/^Nom/), 'Awa');
    await userEvent.type(inForm.getByLabelText(/^Email/), 'awa@example.cm');
    await userEvent.type(inForm.getByLabelText('Téléphone'), 'abc');
    await userEvent.type(inForm.getByLabelText(/^Message/), 'Toujours libre ?');
    await userEvent.click(inForm.getByRole('button', { name: 'Envoyer le message' }));
    expect(await inForm.findByText('Numéro de téléphone invalide')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    await userEvent.clear(inForm.getByLabelText('Téléphone'));
    await userEvent.type(inForm.getByLabelText('Téléphone'), '+237 6 99 11 22 33');
    await userEvent.click(inForm.getByRole('button', { name: 'Envoyer le message' }));
    expect(await inForm.findByText(/Votre message a été envoyé/)).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ phone: '+237 6 99 11 22 33', name: 'Awa' }));
  });
});

describe('detail page without a shown number', () => {
  it("has no 'Appeler' nor 'WhatsApp'; a plot shows 'Titre foncier : En cours' and no entry costs", async () => {
    details.mockResolvedValue(
      makeProduct({
        name: 'Terrain à Odza',
        category: 'Terrain',
        land_title: 'in_progress',
        contact_phone: null,
      }),
    );
    open();
    expect(await screen.findByText('Titre foncier : En cours')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Appeler/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Frais d'entrée" })).not.toBeInTheDocument();
  });
});
