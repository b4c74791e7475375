import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AdminRatingReport } from '@immo237/shared/api';
import { resetBrowserQueryClient } from '@immo237/shared/data';
import { toast } from '@immo237/shared/toast';
import { renderRoute } from '@immo237/shared/test-utils/render-route';
import '../../../i18n';
import { decideRating } from '../api/decide-rating';
import { listRatingReports } from '../api/list-rating-reports';
import RatingReportsPage from '../pages/rating-reports-page';

jest.mock('../api/list-rating-reports', () => ({ listRatingReports: jest.fn() }));
jest.mock('../api/decide-rating', () => ({ decideRating: jest.fn() }));

jest.setTimeout(20_000);

const report: AdminRatingReport = {
  ratingId: 'r1',
  stars: 1,
  comment: 'Jamais venu au rendez-vous.',
  answer: 'Nous avions convenu d’un autre jour.',
  ratedEmail: 'paul@example.cm',
  ratedName: 'Paul Ndzi',
  agentSlug: 'paul-ndzi',
  raterEmail: 'awa@example.cm',
  reports: 2,
  reasons: ['Faux avis', 'Injurieux'],
  firstAt: '2026-11-24T10:00:00.000Z',
};

const open = () => renderRoute(<RatingReportsPage />, { path: '/admin/avis', toaster: true });

const card = async () =>
  within(
    (await screen.findByRole('heading', { level: 2, name: 'Avis sur Paul Ndzi' })).closest(
      'li',
    ) as HTMLElement,
  );

beforeEach(() => {
  resetBrowserQueryClient();
  jest.mocked(decideRating).mockReset().mockResolvedValue();
});

afterEach(() => act(() => toast.remove()));

describe("'Avis signalés'", () => {
  it('shows the rating, its comment, the advertiser, the reports and their reasons', async () => {
    jest.mocked(listRatingReports).mockResolvedValue([report]);
    open();
    const item = await card();
    expect(item.getByText('1 étoile sur 5')).toBeInTheDocument();
    expect(item.getByText('2 signalements')).toBeInTheDocument();
    expect(item.getByText('« Jamais venu au rendez-vous. »')).toBeInTheDocument();
    expect(item.getByText('Annonceur noté : Paul Ndzi (paul@example.cm)')).toBeInTheDocument();
    expect(item.getByText('Avis laissé par : awa@example.cm')).toBeInTheDocument();
    expect(
      item.getByText("Réponse de l'annonceur : Nous avions convenu d’un autre jour."),
    ).toBeInTheDocument();
    expect(item.getAllByRole('listitem').map((line) => line.textContent)).toEqual(['Faux avis', 'Injurieux']);
    expect(item.getByRole('link', { name: "Voir la page de l'agent" })).toHaveAttribute(
      'href',
      '/agents/paul-ndzi',
    );
  });

  it("'Masquer l'avis' hides it, then reads the queue again", async () => {
    jest.mocked(listRatingReports).mockResolvedValueOnce([report]).mockResolvedValueOnce([]);
    open();
    const item = await card();
    await userEvent.click(item.getByRole('button', { name: "Masquer l'avis" }));
    expect(decideRating).toHaveBeenCalledWith('r1', 'hide');
    expect(await screen.findByText('Aucun avis signalé en attente.')).toBeInTheDocument();
    expect(await screen.findByText('Action effectuée.')).toBeInTheDocument();
  });

  it("'Conserver' keeps it; a failure is said and changes nothing", async () => {
    jest
      .mocked(listRatingReports)
      .mockResolvedValue([{ ...report, comment: '', reasons: [], agentSlug: null, answer: null }]);
    jest.mocked(decideRating).mockRejectedValueOnce(new Error('offline'));
    open();
    const item = await card();
    expect(item.getByText('Avis sans commentaire.')).toBeInTheDocument();
    expect(item.getByText('Aucun motif donné.')).toBeInTheDocument();
    expect(item.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(item.getByRole('button', { name: 'Conserver' }));
    expect(decideRating).toHaveBeenCalledWith('r1', 'keep');
    expect(await screen.findByText("L'action n'a pas pu être effectuée. Réessayez.")).toBeInTheDocument();
    expect(item.getByRole('button', { name: 'Conserver' })).toBeEnabled();
  });
});
