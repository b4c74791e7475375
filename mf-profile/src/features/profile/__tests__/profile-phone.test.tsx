import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@immo237/shared/api';
import { useAuthStore } from '@immo237/shared/auth';
import { toast } from '@immo237/shared/toast';
import { formatPhone } from '@immo237/shared/format';
import { renderRoute } from '@immo237/shared/test-utils/render-route';
import { ProfileHomePage } from '../pages/profile-home-page';
import '../../../i18n';
import { getUserProfile } from '../../../lib/api/get-user-profile';
import { updateProfile } from '../api/update-profile';
import { apiUser as profileFromApi } from './profile-fixtures';

jest.mock('../../../lib/api/get-user-profile', () => ({ getUserProfile: jest.fn() }));
jest.mock('../api/update-profile', () => ({ updateProfile: jest.fn() }));
jest.mock('@immo237/shared/api', () => ({
  ...jest.requireActual('@immo237/shared/api'),
  readAccessToken: jest.fn(() => 'jwt'),
}));

// With a bio: the page is drawn once it shows.
const apiUser = (changes: Partial<User> = {}) => profileFromApi({ bio: 'Agente à Douala', ...changes });

const SHOW = 'Afficher mon numéro sur mes annonces';

beforeEach(() => {
  localStorage.clear();
  jest.mocked(updateProfile).mockReset();
  useAuthStore.getState().login({ id: 'u1', email: 'awa@example.cm', pseudo: 'awank' }, 'jwt');
});

afterEach(() => act(() => toast.remove()));

async function openEdit(user: User) {
  jest.mocked(getUserProfile).mockResolvedValue(user);
  renderRoute(<ProfileHomePage />, { toaster: true });
  await screen.findByText('Agente à Douala');
  await userEvent.click(screen.getByRole('button', { name: 'Modifier le profil' }));
}

const phone = () => screen.getByLabelText(/^Téléphone/);
const save = () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

describe('Profile: phone number', () => {
  it.each([
    '677123456',
    '+237 6 77 12 34 5',
    '+237 6 77 12 34 567',
    '+33 6 12 34 56 78',
    '+237-677-12-34-56',
  ])("refuses '%s': +237 and 9 digits only", async (typed) => {
    await openEdit(apiUser());
    await userEvent.type(phone(), typed);
    await save();
    expect(phone()).toHaveAccessibleDescription(/Numéro de téléphone invalide/);
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('accepts a Cameroonian number typed with spaces, says the format, and sends it', async () => {
    jest.mocked(updateProfile).mockResolvedValue(apiUser({ phone: '+237677123456' }));
    await openEdit(apiUser());
    expect(phone()).toHaveAccessibleDescription(/\+237 suivi de 9 chiffres/);
    await userEvent.type(phone(), '  +237 6 77 12 34 56 ');
    await save();
    expect(await screen.findByText('Profil mis à jour avec succès')).toBeInTheDocument();
    expect(updateProfile).toHaveBeenCalledWith(
      expect.objectContaining({ phone: '+237 6 77 12 34 56', showPhone: false }),
    );
    // The API stores it without spaces; the profile shows it the way people write it.
    expect(screen.getByText('+237 6 77 12 34 56')).toBeInTheDocument();
    expect(screen.getByText('Non affiché sur mes annonces')).toBeInTheDocument();
  });

  it('formats a stored number for reading and leaves anything else as it is', () => {
    expect(formatPhone('+237677123456')).toBe('+237 6 77 12 34 56');
    expect(formatPhone('+237 699 00 11 22')).toBe('+237 6 99 00 11 22');
    expect(formatPhone('00 33 1 23')).toBe('00 33 1 23');
    expect(formatPhone(null)).toBe('');
  });
});

describe("Profile: 'Afficher mon numéro sur mes annonces'", () => {
  it('is off by default, disabled and explained while there is no number', async () => {
    await openEdit(apiUser());
    const box = screen.getByRole('checkbox', { name: SHOW });
    expect(box).not.toBeChecked();
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription(
      "Renseignez d'abord un numéro de téléphone pour pouvoir l'afficher.",
    );
    await userEvent.type(phone(), '+237 699 00 11 22');
    expect(box).toBeEnabled();
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(
      'Les visiteurs de vos annonces pourront vous appeler ou vous écrire sur WhatsApp.',
    );
  });

  it('ticked, is saved as showPhone and shown in the profile', async () => {
    jest
      .mocked(updateProfile)
      .mockResolvedValue(apiUser({ phone: '+237699001122', showPhone: true } as Partial<User>));
    await openEdit(apiUser());
    await userEvent.type(phone(), '+237699001122');
    await userEvent.click(screen.getByRole('checkbox', { name: SHOW }));
    await save();
    expect(await screen.findByText('Profil mis à jour avec succès')).toBeInTheDocument();
    expect(updateProfile).toHaveBeenCalledWith(
      expect.objectContaining({ phone: '+237699001122', showPhone: true }),
    );
    expect(screen.getByText('+237 6 99 00 11 22')).toBeInTheDocument();
    expect(screen.getByText('Affiché sur mes annonces')).toBeInTheDocument();
  });

  it('starts from the saved choice, and is sent off when the number is removed', async () => {
    jest.mocked(updateProfile).mockResolvedValue(apiUser());
    await openEdit(apiUser({ phone: '+237677123456', showPhone: true }));
    expect(phone()).toHaveValue('+237 6 77 12 34 56');
    expect(screen.getByRole('checkbox', { name: SHOW })).toBeChecked();
    await userEvent.clear(phone());
    expect(screen.getByRole('checkbox', { name: SHOW })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: SHOW })).not.toBeChecked();
    await save();
    expect(await screen.findByText('Profil mis à jour avec succès')).toBeInTheDocument();
    expect(updateProfile).toHaveBeenCalledWith(expect.objectContaining({ phone: null, showPhone: false }));
  });
});
