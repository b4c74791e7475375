import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type AdminUser } from '@immo237/shared/api';
import { resetBrowserQueryClient } from '@immo237/shared/data';
import { toast } from '@immo237/shared/toast';
import { renderRoute } from '@immo237/shared/test-utils/render-route';
import '../../../i18n';
import { adminUser, onePage } from '../../../test-utils/admin-fixtures';
import UsersPage from '../pages/users-page';
import { listAdminUsers } from '../api/list-admin-users';
import { revokeVerification } from '../api/revoke-verification';

jest.mock('../api/list-admin-users', () => ({ listAdminUsers: jest.fn() }));
jest.mock('../api/revoke-verification', () => ({ revokeVerification: jest.fn() }));

jest.setTimeout(20_000);

const awa = adminUser({ verified: true });
const paul = adminUser({ id: 'u2', email: 'paul@example.cm', firstname: 'Paul', lastname: 'Ewane' });
const page = (items: AdminUser[]) => onePage(items);

const open = () => renderRoute(<UsersPage />, { path: '/admin/utilisateurs', toaster: true });

const card = async (name: string) =>
  within((await screen.findByRole('heading', { level: 2, name })).closest('li') as HTMLElement);

/** Opens the dialog of Awa's card; returns the card and the dialog. */
async function openDialog() {
  const awaCard = await card('Awa Nkono');
  await userEvent.click(awaCard.getByRole('button', { name: 'Retirer la vérification' }));
  const dialog = screen.getByRole('dialog', { name: 'Retirer la vérification de Awa Nkono' });
  return { awaCard, dialog: within(dialog), element: dialog };
}

beforeEach(() => {
  resetBrowserQueryClient();
  jest.mocked(listAdminUsers).mockReset();
  jest.mocked(revokeVerification).mockReset();
});

afterEach(() => act(() => toast.remove()));

describe("'Retirer la vérification' on the users list", () => {
  it('is offered to verified users only', async () => {
    jest.mocked(listAdminUsers).mockResolvedValue(page([awa, paul]));
    open();
    const awaCard = await card('Awa Nkono');
    expect(awaCard.getByText('Vérifié')).toBeInTheDocument();
    expect(awaCard.getByRole('button', { name: 'Retirer la vérification' })).toBeEnabled();
    const paulCard = await card('Paul Ewane');
    expect(paulCard.queryByText('Vérifié')).not.toBeInTheDocument();
    expect(paulCard.queryByRole('button', { name: 'Retirer la vérification' })).not.toBeInTheDocument();
  });

  it('opens a dialog named by its title with the focus inside; refuses an empty reason in French', async () => {
    jest.mocked(listAdminUsers).mockResolvedValue(page([awa]));
    open();
    const { awaCard, dialog, element } = await openDialog();
    const reason = dialog.getByLabelText(/^Motif/);
    expect(reason).toHaveFocus();
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab();
      expect(element).toContainElement(document.activeElement as HTMLElement);
    }

    await userEvent.click(dialog.getByRole('button', { name: 'Confirmer' }));
    expect(dialog.getByText('Le motif est requis')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    await userEvent.type(reason, '   ');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmer' }));
    expect(dialog.getByText('Le motif est requis')).toBeInTheDocument();
    expect(reason).toHaveValue('   ');
    expect(revokeVerification).not.toHaveBeenCalled();

    await userEvent.click(dialog.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(awaCard.getByRole('button', { name: 'Retirer la vérification' })).toHaveFocus();
  });

  it('sends the reason, says so and shows the user as no longer verified', async () => {
    jest
      .mocked(listAdminUsers)
      .mockResolvedValueOnce(page([awa]))
      .mockResolvedValue(page([{ ...awa, verified: false }]));
    jest.mocked(revokeVerification).mockResolvedValue();
    open();
    const { awaCard, dialog } = await openDialog();
    await userEvent.type(dialog.getByLabelText(/^Motif/), 'Pièce d’identité falsifiée');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmer' }));
    expect(revokeVerification).toHaveBeenCalledWith('u1', 'Pièce d’identité falsifiée');
    expect(await screen.findByText('Vérification retirée')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(awaCard.queryByRole('button', { name: 'Retirer la vérification' })).not.toBeInTheDocument(),
    );
    expect(awaCard.queryByText('Vérifié')).not.toBeInTheDocument();
    expect(listAdminUsers).toHaveBeenCalledTimes(2);
  });

  it.each([
    [
      '409 NOT_VERIFIED',
      new ApiError({
        code: 'NOT_VERIFIED',
        status: 409,
        message: 'Ce compte n’est pas un annonceur vérifié.',
      }),
      "Ce compte n'est déjà plus vérifié. La liste a été mise à jour.",
    ],
    [
      '404 USER_NOT_FOUND',
      new ApiError({ code: 'USER_NOT_FOUND', status: 404, message: 'Utilisateur introuvable.' }),
      "Ce compte n'existe plus. La liste a été mise à jour.",
    ],
    [
      'failure',
      new ApiError({ code: 'UNKNOWN', status: 500, message: 'x' }),
      "La vérification n'a pas pu être retirée. Réessayez.",
    ],
  ])('says a %s in French and keeps the reason', async (_case, error, message) => {
    jest.mocked(listAdminUsers).mockResolvedValue(page([awa]));
    jest.mocked(revokeVerification).mockRejectedValue(error);
    open();
    const { dialog } = await openDialog();
    await userEvent.type(dialog.getByLabelText(/^Motif/), 'Numéro cédé à un tiers');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmer' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(message);
    expect(dialog.getByLabelText(/^Motif/)).toHaveValue('Numéro cédé à un tiers');
    expect(screen.queryByText('Vérification retirée')).not.toBeInTheDocument();
  });
});
