import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type AdminReport } from '@immo237/shared/api';
import { resetBrowserQueryClient } from '@immo237/shared/data';
import { toast } from '@immo237/shared/toast';
import { renderRoute } from '@immo237/shared/test-utils/render-route';
import AdminArea from '../../exposes/admin-area';
import { adminUser, onePage } from '../../test-utils/admin-fixtures';
import { listConversationReports } from '../../features/conversation-reports/api/list-conversation-reports';
import { getAdminDashboard } from '../../features/dashboard/api/get-admin-dashboard';
import { listAdminJournal } from '../../features/journal/api/list-admin-journal';
import { listRatingReports } from '../../features/rating-reports/api/list-rating-reports';
import { listOpenReports } from '../../features/reports/api/list-open-reports';
import { listAdminUsers } from '../../features/users/api/list-admin-users';
import { setUserDisabled } from '../../features/users/api/set-user-disabled';
import { decideVerification } from '../../features/verifications/api/decide-verification';
import { getVerificationDocument } from '../../features/verifications/api/get-verification-document';
import { listVerificationRequests } from '../../features/verifications/api/list-verification-requests';
import { decideListing } from '../../lib/api/decide-listing';

// Every call of the area answers what each test says.
jest.mock('../../features/conversation-reports/api/list-conversation-reports', () => ({
  listConversationReports: jest.fn(),
}));
jest.mock('../../features/dashboard/api/get-admin-dashboard', () => ({ getAdminDashboard: jest.fn() }));
jest.mock('../../features/journal/api/list-admin-journal', () => ({ listAdminJournal: jest.fn() }));
jest.mock('../../features/rating-reports/api/list-rating-reports', () => ({ listRatingReports: jest.fn() }));
jest.mock('../../features/reports/api/list-open-reports', () => ({ listOpenReports: jest.fn() }));
jest.mock('../../features/users/api/list-admin-users', () => ({ listAdminUsers: jest.fn() }));
jest.mock('../../features/users/api/set-user-disabled', () => ({ setUserDisabled: jest.fn() }));
jest.mock('../../features/verifications/api/decide-verification', () => ({ decideVerification: jest.fn() }));
jest.mock('../../features/verifications/api/get-verification-document', () => ({
  getVerificationDocument: jest.fn(),
}));
jest.mock('../../features/verifications/api/list-verification-requests', () => ({
  listVerificationRequests: jest.fn(),
}));
jest.mock('../../lib/api/decide-listing', () => ({ decideListing: jest.fn() }));

jest.setTimeout(20_000);

const report: AdminReport = {
  product: {
    id: 'p1',
    name: 'Villa à Bonapriso',
    slug: 'villa-bonapriso',
    status: 'ACTIVE',
    moderation: 'UNDER_REVIEW',
  },
  reporters: 3,
  reasons: { scam: 2, misleading: 1 },
  comments: ['On m’a demandé de l’argent avant la visite.'],
  firstAt: '2026-11-20T10:00:00.000Z',
  lastAt: '2026-11-24T10:00:00.000Z',
};

const open = (url: string) => renderRoute(<AdminArea />, { path: '/admin/*', url, toaster: true });

beforeEach(() => {
  resetBrowserQueryClient();
  jest.mocked(getAdminDashboard).mockResolvedValue({
    activeListings: 1234,
    users: 56,
    openReports: 1,
    unhandledMessages: 4,
    pendingVerifications: 2,
  });
});

afterEach(() => act(() => toast.remove()));

describe('the admin area', () => {
  it('opens on the dashboard with its counts and the area menu', async () => {
    open('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: "Menu de l'administration" });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Tableau de bord',
      'Signalements',
      'Discussions signalées',
      'Avis signalés',
      'Annonces',
      'Utilisateurs',
      'Messages',
      'Vérifications',
      'Journal',
    ]);
    expect(await screen.findByText(/1\s234/)).toBeInTheDocument();
    expect(screen.getByText('Annonces signalées').closest('div')).toHaveTextContent('1');
    expect(screen.getByText('Demandes de vérification').closest('div')).toHaveTextContent('2');
  });

  it("titles the reported conversations' screen and says when none waits", async () => {
    jest.mocked(listConversationReports).mockResolvedValue([]);
    open('/admin/discussions');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Discussions signalées' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Aucune discussion signalée en attente.')).toBeInTheDocument();
  });

  it("titles the reported ratings' screen and says when none waits", async () => {
    jest.mocked(listRatingReports).mockResolvedValue([]);
    open('/admin/avis');
    expect(await screen.findByRole('heading', { level: 1, name: 'Avis signalés' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Avis signalés' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Aucun avis signalé en attente.')).toBeInTheDocument();
  });

  it('verifications: shows the document on demand, refuses only with a reason, approves', async () => {
    const request = {
      id: 'v1',
      userId: 'u1',
      email: 'awa@example.cm',
      firstname: 'Awa',
      lastname: 'Mbarga',
      phone: '+237699001122',
      listings: 3,
      createdAt: '2026-11-24T10:00:00.000Z',
    };
    jest.mocked(listVerificationRequests).mockResolvedValue([request]);
    jest.mocked(getVerificationDocument).mockResolvedValue(new Blob(['x'], { type: 'image/webp' }));
    jest.mocked(decideVerification).mockResolvedValue();
    URL.createObjectURL = jest.fn(() => 'blob:document');
    URL.revokeObjectURL = jest.fn();
    open('/admin/verifications');
    const item = within(
      (await screen.findByRole('heading', { level: 2, name: 'Awa Mbarga' })).closest('li') as HTMLElement,
    );
    expect(item.getByText('Téléphone : +237 6 99 00 11 22')).toBeInTheDocument();
    expect(item.getByText(/3 annonces/)).toBeInTheDocument();
    await userEvent.click(item.getByRole('button', { name: "Voir la pièce d'identité de Awa Mbarga" }));
    expect(await item.findByRole('img', { name: "Pièce d'identité de Awa Mbarga" })).toHaveAttribute(
      'src',
      'blob:document',
    );
    expect(getVerificationDocument).toHaveBeenCalledWith('v1');

    await userEvent.click(item.getByRole('button', { name: 'Refuser Awa Mbarga' }));
    const form = within(item.getByRole('form', { name: 'Refuser la demande de Awa Mbarga' }));
    await userEvent.click(form.getByRole('button', { name: 'Confirmer le refus' }));
    expect(form.getByText('Indiquez le motif du refus.')).toBeInTheDocument();
    expect(decideVerification).not.toHaveBeenCalled();
    await userEvent.type(form.getByLabelText(/^Motif du refus/), 'Photo floue');
    await userEvent.click(form.getByRole('button', { name: 'Confirmer le refus' }));
    expect(decideVerification).toHaveBeenCalledWith('v1', { approve: false, reason: 'Photo floue' });
    await userEvent.click(await item.findByRole('button', { name: 'Annuler' }));
    await userEvent.click(item.getByRole('button', { name: 'Approuver Awa Mbarga' }));
    expect(decideVerification).toHaveBeenLastCalledWith('v1', { approve: true });
  });

  it('lists reports by listing and restores one; the list is read again', async () => {
    jest.mocked(listOpenReports).mockResolvedValueOnce([report]).mockResolvedValueOnce([]);
    jest.mocked(decideListing).mockResolvedValue();
    open('/admin/signalements');
    const item = (await screen.findByRole('heading', { level: 2, name: 'Villa à Bonapriso' })).closest('li')!;
    const card = within(item as HTMLElement);
    expect(card.getByText('3 signalements')).toBeInTheDocument();
    expect(card.getByText('Arnaque ou argent demandé avant la visite (2)')).toBeInTheDocument();
    expect(card.getByText('Retirée en attente de décision')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: "Rétablir l'annonce" }));
    expect(decideListing).toHaveBeenCalledWith('p1', 'restore');
    expect(await screen.findByText('Aucun signalement en attente.')).toBeInTheDocument();
  });

  it('disables a user, and says so in French when the action fails', async () => {
    jest.mocked(listAdminUsers).mockResolvedValue(onePage([adminUser()]));
    jest
      .mocked(setUserDisabled)
      .mockRejectedValueOnce(new ApiError({ code: 'X', status: 500, message: 'x' }));
    open('/admin/utilisateurs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeInTheDocument();
    const card = within((await screen.findByRole('heading', { level: 2, name: 'Awa Nkono' })).closest('li')!);
    expect(card.getByText('2 annonces')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Désactiver' }));
    expect(setUserDisabled).toHaveBeenCalledWith('u1', true);
    expect(await screen.findByText("L'action n'a pas pu être effectuée. Réessayez.")).toBeInTheDocument();
  });

  it('shows the journal in words', async () => {
    jest.mocked(listAdminJournal).mockResolvedValue(
      onePage(
        [
          {
            id: 'j1',
            admin: 'chef@immo237.cm',
            action: 'listing.hide',
            targetType: 'listing',
            targetId: 'p1',
            detail: 'Villa à Bonapriso',
            at: '2026-11-24T10:00:00.000Z',
          },
          {
            id: 'j2',
            admin: 'chef@immo237.cm',
            action: 'verification.revoke',
            targetType: 'user',
            targetId: 'u1',
            detail: 'awa@example.cm : Pièce falsifiée',
            at: '2026-11-24T11:00:00.000Z',
          },
        ],
        30,
      ),
    );
    open('/admin/journal');
    expect(
      await screen.findByText(/chef@immo237\.cm a masqué l'annonce « Villa à Bonapriso »/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/chef@immo237\.cm a retiré la vérification de « awa@example\.cm : Pièce falsifiée »/),
    ).toBeInTheDocument();
  });
});
