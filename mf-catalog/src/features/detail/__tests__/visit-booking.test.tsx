import '../../../test-utils/mock-detail-calls';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { ApiError, type Visit, type VisitSlots } from '@immo237/shared/api';
import { useAuthStore } from '@immo237/shared/auth';
import { resetBrowserQueryClient } from '@immo237/shared/data';
import { listVisitSlots } from '../api/list-visit-slots';
import { requestVisit } from '../api/request-visit';
import { VisitBooking } from '../components/visit-booking';
import { makeProduct } from '../../../test-utils/product';
import { renderRoute } from '../../../test-utils/render-route';
import '../../../i18n';

// Saturday 12 and Monday 14 December 2026; 10h and 11h in Douala are 9:00 and 10:00 UTC.
const SLOTS: VisitSlots = {
  timeZone: 'Africa/Douala',
  slotMinutes: 60,
  visitFee: null,
  days: [
    {
      date: '2026-12-12',
      slots: [
        { startsAt: '2026-12-12T09:00:00.000Z', endsAt: '2026-12-12T10:00:00.000Z' },
        { startsAt: '2026-12-12T10:00:00.000Z', endsAt: '2026-12-12T11:00:00.000Z' },
      ],
    },
    {
      date: '2026-12-14',
      slots: [{ startsAt: '2026-12-14T15:00:00.000Z', endsAt: '2026-12-14T16:00:00.000Z' }],
    },
  ],
};
const product = makeProduct({ id: 'p1', slug: 'villa', user_id: 'owner-1' });
const open = () =>
  renderRoute(<VisitBooking product={product} />, { path: '/details/:slug', url: '/details/villa' });
const form = async () => within(await screen.findByRole('region', { name: 'Demander une visite' }));

function signIn(id = 'member-1') {
  act(() => useAuthStore.getState().login({ id, email: 'awa@example.cm' } as never, 'token'));
}

beforeEach(() => {
  resetBrowserQueryClient();
  jest.mocked(listVisitSlots).mockResolvedValue(SLOTS);
  jest.mocked(requestVisit).mockReset();
});
afterEach(async () => {
  act(() => useAuthStore.getState().logout());
  await i18next.changeLanguage('fr');
});

describe("'Demander une visite'", () => {
  it('offers the days and times in Cameroon’s time, free; a visitor is sent to sign in and back', async () => {
    open();
    const box = await form();
    expect(box.getByText('Visite gratuite')).toBeInTheDocument();
    const day = box.getByRole('combobox', { name: 'Jour de la visite' });
    expect(
      within(day)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['sam. 12 déc. (2 créneaux)', 'lun. 14 déc. (1 créneau)']);
    const times = within(box.getByRole('group', { name: /samedi 12 décembre, heure du Cameroun/ }));
    expect(times.getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual(['10:00', '11:00']);
    expect(box.getByRole('link', { name: 'Se connecter pour demander une visite' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fdetails%2Fvilla',
    );
  });

  it('a member picks a slot and sends the request with a message', async () => {
    signIn();
    jest.mocked(requestVisit).mockResolvedValue({ startsAt: '2026-12-14T15:00:00.000Z' } as Visit);
    open();
    const box = await form();
    await userEvent.click(box.getByRole('button', { name: 'Demander une visite' }));
    expect(box.getByRole('alert')).toHaveTextContent('Choisissez un créneau.');
    expect(requestVisit).not.toHaveBeenCalled();
    await userEvent.selectOptions(box.getByRole('combobox', { name: 'Jour de la visite' }), '2026-12-14');
    await userEvent.click(box.getByRole('radio', { name: '16:00' }));
    await userEvent.type(
      box.getByRole('textbox', { name: 'Votre message (facultatif)' }),
      'Avant 17h si possible.',
    );
    await userEvent.click(box.getByRole('button', { name: 'Demander une visite' }));
    expect(requestVisit).toHaveBeenCalledWith({
      productId: 'p1',
      startsAt: '2026-12-14T15:00:00.000Z',
      message: 'Avant 17h si possible.',
    });
    expect(await box.findByRole('status')).toHaveTextContent(
      'Demande envoyée pour lundi 14 décembre, 16:00.',
    );
    expect(box.getByRole('link', { name: 'Mes visites' })).toHaveAttribute('href', '/profile/visites');
  });

  it('a slot taken meanwhile is said in French, the message kept and the slots read again', async () => {
    signIn();
    jest.mocked(requestVisit).mockRejectedValue(
      new ApiError({
        status: 409,
        code: 'SLOT_UNAVAILABLE',
        message: 'Ce créneau n’est plus disponible : choisissez-en un autre.',
      }),
    );
    open();
    const box = await form();
    await userEvent.click(box.getByRole('radio', { name: '10:00' }));
    await userEvent.type(box.getByRole('textbox', { name: 'Votre message (facultatif)' }), 'Bonjour');
    await userEvent.click(box.getByRole('button', { name: 'Demander une visite' }));
    expect(await box.findByRole('alert')).toHaveTextContent('Ce créneau n’est plus disponible');
    expect(box.getByRole('textbox', { name: 'Votre message (facultatif)' })).toHaveValue('Bonjour');
    expect(listVisitSlots).toHaveBeenCalledTimes(2);
  });

  it('shows a visit fee with the safety text; nothing for a listing without visit hours or for its owner', async () => {
    jest.mocked(listVisitSlots).mockResolvedValue({ ...SLOTS, visitFee: 5000 });
    const { unmount } = open();
    const box = await form();
    expect(box.getByText(/^Frais de visite : 5\s000\sFCFA$/)).toBeInTheDocument();
    expect(
      box.getByText("Ne payez jamais avant d'avoir rencontré l'annonceur sur place."),
    ).toBeInTheDocument();
    unmount();

    resetBrowserQueryClient();
    signIn('owner-1');
    open();
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Demander une visite' })).not.toBeInTheDocument();
  });
});
