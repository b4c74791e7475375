import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { ApiError, type Visit } from '@immo237/shared/api';
import { resetBrowserQueryClient } from '@immo237/shared/data';
import { toast } from '@immo237/shared/toast';
import { renderRoute } from '@immo237/shared/test-utils/render-route';
import '../../../i18n';
import { VisitsPage } from '../pages/visits-page';
import { decideVisit } from '../api/decide-visit';
import { listVisits } from '../api/list-visits';
import { listVisitSlots } from '../api/list-visit-slots';
import { rateVisit } from '../api/rate-visit';

jest.mock('../api/list-visits', () => ({ listVisits: jest.fn() }));
jest.mock('../api/list-visit-slots', () => ({ listVisitSlots: jest.fn() }));
jest.mock('../api/decide-visit', () => ({ decideVisit: jest.fn() }));
jest.mock('../api/rate-visit', () => ({ rateVisit: jest.fn() }));

const DAY = 24 * 3600_000;
/** The API's refusal of a cancellation that came too late. */
const CANNOT_CANCEL = new ApiError({
  status: 409,
  code: 'VISIT_ACTION_UNAVAILABLE',
  message: 'Cette visite ne peut plus être annulée.',
});
const at = (ms: number) => new Date(ms).toISOString();
const visit = (id: string, extra: Partial<Visit>): Visit => {
  const start = Date.now() + 3 * DAY;
  return {
    id,
    role: 'OWNER',
    status: 'PENDING',
    proposedBy: 'VISITOR',
    startsAt: at(start),
    endsAt: at(start + 3600_000),
    listing: { id: 'p1', name: 'Villa à Bastos', slug: 'villa-bastos' },
    other: { id: 'u2', name: 'Aïcha M.' },
    conversationId: 'c1',
    message: 'Je viendrai avec mon épouse.',
    reason: '',
    visitorOutcome: null,
    visitorAbsent: false,
    rated: false,
    actions: ['confirm', 'decline', 'propose', 'cancel'],
    createdAt: at(Date.now() - DAY),
    ...extra,
  };
};

const received = visit('v1', {});
const done = visit('v2', {
  role: 'VISITOR',
  status: 'DECLINED',
  startsAt: at(Date.now() - 3 * DAY),
  endsAt: at(Date.now() - 3 * DAY + 3600_000),
  other: { id: 'u3', name: 'Paul Ndzi' },
  reason: 'Le bien sera en travaux.',
  actions: [],
});
/** The listing's free slots: Saturday 14 December 10h and 11h, Monday 16 December 16h (Douala, UTC+1). */
const SAT_10H = '2030-12-14T09:00:00.000Z';
const SAT_11H = '2030-12-14T10:00:00.000Z';
const MON_16H = '2030-12-16T15:00:00.000Z';
const SLOTS = {
  timeZone: 'Africa/Douala',
  slotMinutes: 60,
  visitFee: null,
  days: [
    { date: '2030-12-14', slots: [SAT_10H, SAT_11H] },
    { date: '2030-12-16', slots: [MON_16H] },
  ].map(({ date, slots }) => ({
    date,
    slots: slots.map((startsAt) => ({ startsAt, endsAt: at(Date.parse(startsAt) + 3600_000) })),
  })),
};
/** A request asked for Saturday 10h: that slot is not offered again. */
const askedSaturday = visit('v1', { startsAt: SAT_10H, endsAt: SAT_11H });
const SLOT_TAKEN = new ApiError({
  status: 409,
  code: 'SLOT_UNAVAILABLE',
  message: 'Ce créneau n’est plus disponible : choisissez-en un autre.',
});

const card = (name: RegExp) => {
  const heading = screen
    .getAllByRole('heading', { level: 3 })
    .find((h) => name.test(h.closest('li')!.textContent ?? ''));
  return within(heading!.closest('li') as HTMLElement);
};

beforeEach(() => {
  jest.clearAllMocks();
  resetBrowserQueryClient();
  jest.mocked(listVisits).mockResolvedValue([received, done]);
  jest.mocked(listVisitSlots).mockResolvedValue(SLOTS);
});
afterEach(async () => {
  act(() => toast.remove());
  await i18next.changeLanguage('fr');
});

describe('Mes visites', () => {
  it('shows the coming and the past visits with their status, people and reasons', async () => {
    renderRoute(<VisitsPage />, { toaster: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Mes visites' })).toBeInTheDocument();
    const coming = within(await screen.findByRole('region', { name: 'À venir' }));
    expect(coming.getByText('En attente')).toBeInTheDocument();
    expect(coming.getByText('Votre réponse est attendue')).toBeInTheDocument();
    expect(coming.getByText('Demandée par Aïcha M.')).toBeInTheDocument();
    for (const [name, href] of [
      ['Villa à Bastos', '/details/villa-bastos'],
      ['Voir la discussion', '/profile/discussions/c1'],
    ]) {
      expect(coming.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const past = within(screen.getByRole('region', { name: 'Passées' }));
    expect(past.getByText('Refusée')).toBeInTheDocument();
    expect(past.getByText('Avec Paul Ndzi (annonceur)')).toBeInTheDocument();
    expect(past.getByText('Motif : Le bien sera en travaux.')).toBeInTheDocument();
    expect(past.queryByRole('button')).not.toBeInTheDocument();
  });

  it('confirms a request: the visit shows confirmed', async () => {
    jest.mocked(decideVisit).mockResolvedValue({ ...received, status: 'CONFIRMED', actions: ['cancel'] });
    renderRoute(<VisitsPage />, { toaster: true });
    await screen.findByRole('region', { name: 'À venir' });
    await userEvent.click(card(/Aïcha/).getByRole('button', { name: 'Confirmer' }));
    expect(decideVisit).toHaveBeenCalledWith('v1', { action: 'confirm' });
    expect(await card(/Aïcha/).findByText('Confirmée')).toBeInTheDocument();
    expect(await screen.findByText('Visite confirmée.')).toBeInTheDocument();
  });

  it('cancelling asks for a reason and keeps it when the API refuses', async () => {
    jest.mocked(decideVisit).mockRejectedValue(CANNOT_CANCEL);
    renderRoute(<VisitsPage />, { toaster: true });
    await screen.findByRole('region', { name: 'À venir' });
    await userEvent.click(card(/Aïcha/).getByRole('button', { name: 'Annuler la visite' }));
    const form = within(screen.getByRole('form', { name: 'Annuler la visite' }));
    await userEvent.click(form.getByRole('button', { name: "Confirmer l'annulation" }));
    expect(form.getByText("Indiquez la raison de l'annulation.")).toBeInTheDocument();
    expect(decideVisit).not.toHaveBeenCalled();
    await userEvent.type(form.getByLabelText(/Raison de l'annulation/), 'Empêchement');
    await userEvent.click(form.getByRole('button', { name: "Confirmer l'annulation" }));
    expect(decideVisit).toHaveBeenCalledWith('v1', { action: 'cancel', reason: 'Empêchement' });
    expect(await screen.findByText('Cette visite ne peut plus être annulée.')).toBeInTheDocument();
    expect(form.getByLabelText(/Raison de l'annulation/)).toHaveValue('Empêchement');
  });

  it('declines with an optional reason', async () => {
    jest.mocked(decideVisit).mockResolvedValue({ ...received, status: 'DECLINED', actions: [] });
    renderRoute(<VisitsPage />, { toaster: true });
    await screen.findByRole('region', { name: 'À venir' });
    await userEvent.click(card(/Aïcha/).getByRole('button', { name: 'Refuser' }));
    const form = within(screen.getByRole('form', { name: 'Refuser la visite' }));
    await userEvent.click(form.getByRole('button', { name: 'Confirmer le refus' }));
    expect(decideVisit).toHaveBeenCalledWith('v1', { action: 'decline' });
  });

  it('the owner proposes another free slot, a day then a time; the slot asked for is not offered', async () => {
    jest.mocked(listVisits).mockResolvedValue([askedSaturday]);
    jest.mocked(decideVisit).mockResolvedValue({
      ...askedSaturday,
      proposedBy: 'OWNER',
      startsAt: MON_16H,
      endsAt: at(Date.parse(MON_16H) + 3600_000),
      actions: ['cancel'],
    });
    renderRoute(<VisitsPage />, { toaster: true });
    await screen.findByRole('region', { name: 'À venir' });
    await userEvent.click(card(/Aïcha/).getByRole('button', { name: 'Proposer un autre créneau' }));
    const form = within(await screen.findByRole('form', { name: 'Proposer un autre créneau' }));
    const day = await form.findByRole('combobox', { name: 'Jour' });
    expect(listVisitSlots).toHaveBeenCalledWith('p1');
    expect(
      within(day)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['sam. 14 déc. (1 créneau)', 'lun. 16 déc. (1 créneau)']);
    const time = form.getByRole('combobox', { name: 'Heure (heure du Cameroun)' });
    expect(
      within(time)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['11:00']);
    await userEvent.selectOptions(day, '2030-12-16');
    expect(
      within(time)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['16:00']);
    await userEvent.click(form.getByRole('button', { name: 'Proposer ce créneau' }));
    expect(decideVisit).toHaveBeenCalledWith('v1', { action: 'propose', startsAt: MON_16H });
    expect(await screen.findByText('Autre créneau proposé.')).toBeInTheDocument();
    expect(
      card(/Aïcha/).getByText('Vous avez proposé ce créneau à la place de celui demandé.'),
    ).toBeInTheDocument();
    expect(card(/Aïcha/).getByText("En attente de l'autre partie")).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Proposer un autre créneau' })).not.toBeInTheDocument();
  });

  it('a proposed slot taken meanwhile is refused in French and the free slots are read again', async () => {
    jest.mocked(listVisits).mockResolvedValue([askedSaturday]);
    jest.mocked(decideVisit).mockRejectedValue(SLOT_TAKEN);
    renderRoute(<VisitsPage />, { toaster: true });
    await screen.findByRole('region', { name: 'À venir' });
    await userEvent.click(card(/Aïcha/).getByRole('button', { name: 'Proposer un autre créneau' }));
    const form = within(await screen.findByRole('form', { name: 'Proposer un autre créneau' }));
    jest.mocked(listVisitSlots).mockResolvedValue({ ...SLOTS, days: SLOTS.days.slice(1) });
    await userEvent.click(await form.findByRole('button', { name: 'Proposer ce créneau' }));
    expect(decideVisit).toHaveBeenCalledWith('v1', { action: 'propose', startsAt: SAT_11H });
    expect(
      await screen.findByText('Ce créneau n’est plus disponible : choisissez-en un autre.'),
    ).toBeInTheDocument();
    expect(listVisitSlots).toHaveBeenCalledTimes(2);
    const day = within(screen.getByRole('form', { name: 'Proposer un autre créneau' })).getByRole(
      'combobox',
      { name: 'Jour' },
    );
    await expect(
      within(day).findByRole('option', { name: 'lun. 16 déc. (1 créneau)' }),
    ).resolves.toBeInTheDocument();
    expect(within(day).getAllByRole('option')).toHaveLength(1);
  });

  it('says when the listing has no other free slot', async () => {
    jest.mocked(listVisits).mockResolvedValue([askedSaturday]);
    jest.mocked(listVisitSlots).mockResolvedValue({
      ...SLOTS,
      days: [SLOTS.days[0]!].map((d) => ({ ...d, slots: d.slots.slice(0, 1) })),
    });
    renderRoute(<VisitsPage />, { toaster: true });
    await screen.findByRole('region', { name: 'À venir' });
    await userEvent.click(card(/Aïcha/).getByRole('button', { name: 'Proposer un autre créneau' }));
    const form = within(await screen.findByRole('form', { name: 'Proposer un autre créneau' }));
    expect(
      await form.findByText(/Aucun autre créneau libre dans les 14 prochains jours/),
    ).toBeInTheDocument();
    expect(form.queryByRole('button', { name: 'Proposer ce créneau' })).not.toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Retour' }));
    expect(card(/Aïcha/).getByRole('button', { name: 'Confirmer' })).toBeInTheDocument();
  });

  it('the visitor sees the proposed slot and accepts it', async () => {
    const proposed = visit('v6', {
      role: 'VISITOR',
      proposedBy: 'OWNER',
      startsAt: MON_16H,
      endsAt: at(Date.parse(MON_16H) + 3600_000),
      other: { id: 'u3', name: 'Paul Ndzi' },
      actions: ['confirm', 'decline', 'cancel'],
    });
    jest.mocked(listVisits).mockResolvedValue([proposed]);
    jest.mocked(decideVisit).mockResolvedValue({ ...proposed, status: 'CONFIRMED', actions: ['cancel'] });
    renderRoute(<VisitsPage />, { toaster: true });
    await screen.findByRole('region', { name: 'À venir' });
    const mine = card(/Paul Ndzi/);
    expect(mine.getByRole('heading', { level: 3, name: /lundi 16 décembre/ })).toBeInTheDocument();
    expect(mine.getByText("L'annonceur propose ce créneau à la place de celui demandé.")).toBeInTheDocument();
    expect(mine.getByText('Votre réponse est attendue')).toBeInTheDocument();
    expect(mine.getByRole('button', { name: 'Refuser ce créneau' })).toBeInTheDocument();
    expect(mine.queryByRole('button', { name: 'Proposer un autre créneau' })).not.toBeInTheDocument();
    await userEvent.click(mine.getByRole('button', { name: 'Accepter ce créneau' }));
    expect(decideVisit).toHaveBeenCalledWith('v6', { action: 'confirm' });
    expect(await card(/Paul Ndzi/).findByText('Confirmée')).toBeInTheDocument();
  });

  it('says when there is no visit yet, with a way to find a property', async () => {
    jest.mocked(listVisits).mockResolvedValue([]);
    renderRoute(<VisitsPage />, { toaster: true });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Aucune visite pour le moment' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rechercher un bien' })).toHaveAttribute('href', '/search');
  });

  it('asks the visitor whether a past visit took place; the owner may say the visitor did not come', async () => {
    const over = {
      startsAt: at(Date.now() - DAY),
      endsAt: at(Date.now() - DAY + 3600_000),
      status: 'CONFIRMED' as const,
    };
    jest.mocked(listVisits).mockResolvedValue([
      visit('v3', {
        ...over,
        role: 'VISITOR',
        other: { id: 'u3', name: 'Paul Ndzi' },
        actions: ['outcome'],
      }),
      visit('v4', { ...over, actions: ['no-show'] }),
    ]);
    jest.mocked(decideVisit).mockImplementation(async (id) => ({
      ...visit(id, { ...over, status: 'DONE', visitorOutcome: 'DONE' }),
      actions: [],
    }));
    renderRoute(<VisitsPage />, { toaster: true });
    const question = within(await screen.findByRole('group', { name: 'La visite a-t-elle eu lieu ?' }));
    expect(question.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Oui',
      'Non, annulée',
      "L'annonceur n'est pas venu",
    ]);
    await userEvent.click(question.getByRole('button', { name: 'Oui' }));
    expect(decideVisit).toHaveBeenCalledWith('v3', { action: 'outcome', outcome: 'DONE' });
    expect(await screen.findByText('Merci pour votre réponse.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Le visiteur n'est pas venu" }));
    expect(decideVisit).toHaveBeenCalledWith('v4', { action: 'no-show' });
  });

  it('after a visit marked done, the visitor rates the advertiser: a note is required', async () => {
    const over = { startsAt: at(Date.now() - DAY), endsAt: at(Date.now() - DAY + 3600_000) };
    jest
      .mocked(listVisits)
      .mockResolvedValue([visit('v5', { ...over, role: 'VISITOR', status: 'DONE', actions: ['rate'] })]);
    jest.mocked(rateVisit).mockResolvedValue({} as never);
    renderRoute(<VisitsPage />, { toaster: true });
    const form = within(await screen.findByRole('form', { name: "Noter l'annonceur" }));
    await userEvent.click(form.getByRole('button', { name: 'Publier mon avis' }));
    expect(form.getByText('Choisissez une note de 1 à 5 étoiles.')).toBeInTheDocument();
    expect(rateVisit).not.toHaveBeenCalled();
    await userEvent.selectOptions(form.getByRole('combobox', { name: /^Votre note/ }), '4');
    await userEvent.type(form.getByRole('textbox', { name: 'Votre avis (facultatif)' }), 'Très ponctuel.');
    await userEvent.click(form.getByRole('button', { name: 'Publier mon avis' }));
    expect(rateVisit).toHaveBeenCalledWith('v5', { stars: 4, comment: 'Très ponctuel.' });
    expect(await screen.findByText('Vous avez noté cet annonceur.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: "Noter l'annonceur" })).not.toBeInTheDocument();
  });

  it('is complete in English', async () => {
    await i18next.changeLanguage('en');
    renderRoute(<VisitsPage />, { toaster: true });
    expect(screen.getByRole('heading', { level: 1, name: 'My visits' })).toBeInTheDocument();
    const coming = within(await screen.findByRole('region', { name: 'Coming' }));
    expect(coming.getByText('Waiting for your answer')).toBeInTheDocument();
    expect(coming.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    await userEvent.click(coming.getByRole('button', { name: 'Propose another slot' }));
    const form = within(screen.getByRole('form', { name: 'Propose another slot' }));
    const day = await form.findByRole('combobox', { name: 'Day' });
    expect(within(day).getAllByRole('option')[0]).toHaveTextContent('Sat, Dec 14 (2 slots)');
    expect(form.getByRole('combobox', { name: 'Time (Cameroon time)' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Propose this slot' })).toBeInTheDocument();
  });
});
