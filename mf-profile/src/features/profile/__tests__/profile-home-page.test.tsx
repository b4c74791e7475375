import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type User } from '@immo237/shared/api';
import { useAuthStore } from '@immo237/shared/auth';
import { toast } from '@immo237/shared/toast';
import { renderRoute } from '@immo237/shared/test-utils/render-route';
import { ProfileHomePage } from '../pages/profile-home-page';
import '../../../i18n';
import { useSaveProfile } from '../hooks/use-save-profile';
import { getUserProfile } from '../../../lib/api/get-user-profile';
import { updateProfile } from '../api/update-profile';
import { apiUser, storedUser } from './profile-fixtures';

jest.mock('../../../lib/api/get-user-profile', () => ({ getUserProfile: jest.fn() }));
jest.mock('../api/update-profile', () => ({ updateProfile: jest.fn() }));
jest.mock('@immo237/shared/api', () => ({
  ...jest.requireActual('@immo237/shared/api'),
  // A real login's split token storage is what makes the page read the profile.
  readAccessToken: jest.fn(() => 'jwt'),
}));

const stored = storedUser;

beforeEach(() => {
  localStorage.clear();
  jest.mocked(getUserProfile).mockResolvedValue(apiUser({ bio: 'Agente à Douala' }));
  jest.mocked(updateProfile).mockReset();
  useAuthStore.getState().login(stored, 'jwt');
});

afterEach(() => act(() => toast.remove()));

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

async function openEdit() {
  renderRoute(<ProfileHomePage />, { toaster: true });
  await screen.findByText('Agente à Douala');
  await userEvent.click(screen.getByRole('button', { name: 'Modifier le profil' }));
}

describe('Profile home', () => {
  it('shows the profile read from the API, with member since and the activity placeholder', async () => {
    renderRoute(<ProfileHomePage />, { toaster: true });
    expect(await screen.findByText('Agente à Douala')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Awa Nkono' })).toBeInTheDocument();
    expect(screen.getByText('@awank')).toBeInTheDocument();
    expect(screen.getByText('Membre depuis le 1er mars 2026')).toBeInTheDocument();
    expect(screen.getByText('Aucune activité récente')).toBeInTheDocument();
  });

  it('applies the form rules under each field and keeps the pseudo disabled', async () => {
    await openEdit();
    expect(field('Pseudo')).toBeDisabled();
    await userEvent.clear(field('Prénom'));
    await userEvent.clear(field('Nom'));
    await userEvent.clear(field('Email'));
    await userEvent.type(field('Email'), 'awa@');
    await userEvent.type(field('Téléphone'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByText('Le prénom est requis')).toBeInTheDocument();
    expect(screen.getByText('Le nom est requis')).toBeInTheDocument();
    expect(screen.getByText('Email invalide')).toBeInTheDocument();
    expect(screen.getByText('Numéro de téléphone invalide')).toBeInTheDocument();
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('saves, replaces the stored user, says so and goes back to view', async () => {
    jest
      .mocked(updateProfile)
      .mockResolvedValue(apiUser({ firstname: 'Awa', lastname: 'Fotso', phone: '+237 699 00 11 22' }));
    await openEdit();
    await userEvent.clear(field('Nom'));
    await userEvent.type(field('Nom'), 'Fotso');
    await userEvent.type(field('Téléphone'), '+237 699 00 11 22');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Profil mis à jour avec succès')).toBeInTheDocument();
    expect(updateProfile).toHaveBeenCalledWith(
      expect.objectContaining({ lastname: 'Fotso', phone: '+237 699 00 11 22', email: 'awa@example.cm' }),
    );
    expect(useAuthStore.getState().user).toMatchObject({ lastname: 'Fotso', phone: '+237 699 00 11 22' });
    expect(screen.getByRole('button', { name: 'Modifier le profil' })).toBeInTheDocument();
  });

  it('asks for the current password when the e-mail changes, and says when it is wrong', async () => {
    jest
      .mocked(updateProfile)
      .mockRejectedValueOnce(new ApiError({ code: 'INVALID_CURRENT_PASSWORD', status: 400, message: 'x' }))
      .mockResolvedValueOnce(apiUser({ email: 'awa.nkono@example.cm' }));
    await openEdit();
    expect(screen.queryByLabelText(/^Mot de passe actuel/)).toBeNull();
    await userEvent.clear(field('Email'));
    await userEvent.type(field('Email'), 'awa.nkono@example.cm');
    const password = screen.getByLabelText(/^Mot de passe actuel/);
    expect(password).toHaveAccessibleDescription(/Requis pour changer d'adresse e-mail/);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      screen.getByText("Saisissez votre mot de passe actuel pour changer d'adresse e-mail."),
    ).toBeInTheDocument();
    expect(updateProfile).not.toHaveBeenCalled();

    await userEvent.type(password, 'Pas-le-bon-1');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Mot de passe actuel incorrect.')).toBeInTheDocument();
    expect(updateProfile).toHaveBeenLastCalledWith(
      expect.objectContaining({ email: 'awa.nkono@example.cm', currentPassword: 'Pas-le-bon-1' }),
    );
    expect(field('Email')).toHaveValue('awa.nkono@example.cm');

    await userEvent.clear(password);
    await userEvent.type(password, 'Motdepasse1');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Profil mis à jour avec succès')).toBeInTheDocument();
    expect(updateProfile).toHaveBeenLastCalledWith(
      expect.objectContaining({ currentPassword: 'Motdepasse1' }),
    );
  });

  it('sends no password when the e-mail stays the same', async () => {
    jest.mocked(updateProfile).mockResolvedValue(apiUser({}));
    await openEdit();
    await userEvent.type(field('Biographie'), ' et Yaoundé');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Profil mis à jour avec succès')).toBeInTheDocument();
    expect(jest.mocked(updateProfile).mock.calls[0]?.[0]).not.toHaveProperty('currentPassword');
  });

  it("saves 'Langue des e-mails', French until the member chooses English", async () => {
    jest.mocked(updateProfile).mockResolvedValue(apiUser({ language: 'en' }));
    await openEdit();
    const language = screen.getByRole('combobox', { name: /^Langue des e-mails/ });
    expect(language).toHaveValue('fr');
    expect(screen.getByRole('option', { name: 'Français' })).toBeInTheDocument();
    await userEvent.selectOptions(language, screen.getByRole('option', { name: 'English' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Profil mis à jour avec succès')).toBeInTheDocument();
    expect(updateProfile).toHaveBeenCalledWith(expect.objectContaining({ language: 'en' }));
    expect(useAuthStore.getState().user).toMatchObject({ language: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Modifier le profil' }));
    expect(screen.getByRole('combobox', { name: /^Langue des e-mails/ })).toHaveValue('en');
  });

  it('keeps what was typed on failure and shows the failure text', async () => {
    jest
      .mocked(updateProfile)
      .mockRejectedValue(new ApiError({ code: 'INTERNAL', status: 500, message: 'boom' }));
    await openEdit();
    await userEvent.type(field('Biographie'), ' et Yaoundé');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findAllByText('Erreur lors de la mise à jour du profil')).not.toHaveLength(0);
    expect(field('Biographie')).toHaveValue('Agente à Douala et Yaoundé');
  });

  it('cancel restores the current values', async () => {
    await openEdit();
    await userEvent.clear(field('Prénom'));
    await userEvent.type(field('Prénom'), 'Zoé');
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await userEvent.click(screen.getByRole('button', { name: 'Modifier le profil' }));
    expect(field('Prénom')).toHaveValue('Awa');
  });

  it('ignores a second save while one is in flight', async () => {
    let finish: (user: User) => void = () => {};
    jest.mocked(updateProfile).mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useSaveProfile());
    const values = {
      firstname: 'A',
      lastname: 'B',
      email: 'a@b.cm',
      phone: '',
      pseudo: 'abc',
      bio: '',
      language: 'fr' as const,
    };
    let first: Promise<boolean> = Promise.resolve(false);
    let second: Promise<boolean> = Promise.resolve(false);
    act(() => {
      first = result.current.save(values);
      second = result.current.save(values);
    });
    await expect(second).resolves.toBe(false);
    finish(apiUser());
    await expect(first).resolves.toBe(true);
    await waitFor(() => expect(result.current.saving).toBe(false));
    expect(updateProfile).toHaveBeenCalledTimes(1);
  });
});
