import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, readAccessToken } from '@immo237/shared/api';
import { useAuthStore } from '@immo237/shared/auth';
import { toast } from '@immo237/shared/toast';
import { renderRoute } from '@immo237/shared/test-utils/render-route';
import '../../../i18n';
import { deleteMyAgentProfile } from '../api/delete-my-agent-profile';
import { getMyAgentProfile, type AgentProfile } from '../api/get-my-agent-profile';
import { saveMyAgentProfile } from '../api/save-my-agent-profile';
import { AgentProfilePanel } from '../components/agent-profile-panel';

jest.mock('@immo237/shared/api', () => ({
  ...jest.requireActual('@immo237/shared/api'),
  // A session started by a real login (the panel asks nothing otherwise).
  readAccessToken: jest.fn(() => 'access-token'),
}));
jest.mock('../api/get-my-agent-profile', () => ({ getMyAgentProfile: jest.fn() }));
jest.mock('../api/save-my-agent-profile', () => ({ saveMyAgentProfile: jest.fn() }));
jest.mock('../api/delete-my-agent-profile', () => ({ deleteMyAgentProfile: jest.fn() }));
jest.setTimeout(20_000);

/** What the form sends once filled in as the tests fill it, and what the saved profile then holds. */
const SAVED: Pick<
  AgentProfile,
  'specialty' | 'cities' | 'languages' | 'experience' | 'presentation' | 'showPhone' | 'photo'
> = {
  specialty: 'furnished',
  cities: ['Douala', 'Kribi'],
  languages: ['fr', 'en'],
  experience: 4,
  presentation: 'Meublés à Bonamoussadi.',
  showPhone: false,
  photo: null,
};

const PROFILE: AgentProfile = {
  slug: 'awa-ndiaye',
  name: 'Awa Ndiaye',
  firstName: 'Awa',
  lastName: 'Ndiaye',
  ...SAVED,
  phone: null,
  location: 'Douala',
  verified: false,
  listings: 0,
  memberSince: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
};

let account = 0;
beforeEach(() => {
  jest.clearAllMocks();
  useAuthStore.getState().login({ id: `agent-u${++account}`, email: 'awa@example.cm' }, 'jwt');
});
afterEach(() => act(() => toast.remove()));

describe("'Je suis agent immobilier'", () => {
  it('asks nothing without a session from a real login', () => {
    jest.mocked(readAccessToken).mockReturnValueOnce(null);
    renderRoute(<AgentProfilePanel />, { toaster: true });
    expect(screen.queryByRole('heading', { name: 'Je suis agent immobilier' })).not.toBeInTheDocument();
    expect(getMyAgentProfile).not.toHaveBeenCalled();
  });

  it('declares the agent profile: required fields checked, then sent to the API', async () => {
    jest.mocked(getMyAgentProfile).mockResolvedValue(null);
    jest.mocked(saveMyAgentProfile).mockResolvedValue(PROFILE);
    const user = userEvent.setup({ delay: null });
    renderRoute(<AgentProfilePanel />, { toaster: true });
    await user.click(await screen.findByRole('button', { name: 'Je suis agent immobilier' }));
    const form = within(screen.getByRole('form', { name: "Profil d'agent immobilier" }));
    await user.click(form.getByRole('button', { name: "Enregistrer mon profil d'agent" }));
    expect(form.getByRole('combobox', { name: /Spécialité/ })).toHaveAccessibleDescription(
      'La spécialité est requise',
    );
    expect(form.getByRole('textbox', { name: /Villes desservies/ })).toHaveAccessibleDescription(
      /Indiquez au moins une ville/,
    );
    expect(saveMyAgentProfile).not.toHaveBeenCalled();

    await user.selectOptions(form.getByRole('combobox', { name: /Spécialité/ }), 'Locations meublées');
    await user.type(form.getByRole('spinbutton', { name: /Années d'expérience/ }), '4');
    await user.type(form.getByRole('textbox', { name: /Villes desservies/ }), 'Douala, Kribi, Douala');
    await user.click(form.getByRole('checkbox', { name: 'Anglais' }));
    await user.type(form.getByRole('textbox', { name: /Présentation/ }), 'Meublés à Bonamoussadi.');
    await user.click(form.getByRole('button', { name: "Enregistrer mon profil d'agent" }));
    await waitFor(() => expect(saveMyAgentProfile).toHaveBeenCalledWith(SAVED));
    expect(await screen.findByRole('link', { name: "Voir ma page d'agent" })).toHaveAttribute(
      'href',
      '/agents/awa-ndiaye',
    );
  });

  it('shows the saved profile, says so when the API refuses, and withdraws it', async () => {
    jest.mocked(getMyAgentProfile).mockResolvedValue(PROFILE);
    jest
      .mocked(saveMyAgentProfile)
      .mockRejectedValue(new ApiError({ code: 'VALIDATION_ERROR', status: 400 }));
    jest.mocked(deleteMyAgentProfile).mockResolvedValue(undefined);
    const user = userEvent.setup({ delay: null });
    renderRoute(<AgentProfilePanel />, { toaster: true });
    const form = within(await screen.findByRole('form', { name: "Profil d'agent immobilier" }));
    expect(form.getByRole('textbox', { name: /Villes desservies/ })).toHaveValue('Douala, Kribi');
    expect(form.getByRole('checkbox', { name: 'Anglais' })).toBeChecked();
    await user.click(form.getByRole('button', { name: "Enregistrer mon profil d'agent" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Certaines informations ne sont pas valides.');

    await user.click(screen.getByRole('button', { name: "Retirer mon profil d'agent" }));
    expect(await screen.findByRole('button', { name: 'Je suis agent immobilier' })).toBeInTheDocument();
    expect(deleteMyAgentProfile).toHaveBeenCalled();
  });
});
