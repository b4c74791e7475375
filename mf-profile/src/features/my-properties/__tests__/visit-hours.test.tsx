import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@immo237/shared/api';
import { useAuthStore } from '@immo237/shared/auth';
import { resetBrowserQueryClient } from '@immo237/shared/data';
import { renderRoute } from '@immo237/shared/test-utils/render-route';
import { MyPropertiesPage } from '../pages/my-properties-page';
import '../../../i18n';
import { copyVisitHours } from '../api/copy-visit-hours';
import { getMyListingsStats } from '../api/get-my-listings-stats';
import { getVisitHours } from '../api/get-visit-hours';
import { saveVisitHours } from '../api/save-visit-hours';
import { listMyProducts } from '../../../lib/api/list-my-products';
import { listing, onePage } from './listing-fixtures';

jest.mock('../../../lib/api/list-my-products', () => ({ listMyProducts: jest.fn() }));
jest.mock('../api/get-my-listings-stats', () => ({ getMyListingsStats: jest.fn() }));
jest.mock('../api/get-visit-hours', () => ({ getVisitHours: jest.fn() }));
jest.mock('../api/save-visit-hours', () => ({ saveVisitHours: jest.fn() }));
jest.mock('../api/copy-visit-hours', () => ({ copyVisitHours: jest.fn() }));
jest.mock('@immo237/shared/api', () => ({
  ...jest.requireActual('@immo237/shared/api'),
  listLocations: jest.fn(() => Promise.resolve([])),
}));

jest.setTimeout(20_000);

/** The API's refusal of a range shorter than a visit. */
const TOO_SHORT = new ApiError({
  status: 400,
  code: 'INVALID_AVAILABILITY',
  message: 'La plage 09:00–09:30 doit durer au moins 60 minutes.',
});

const villa = listing({ id: 'p1', name: 'Villa à Bastos', slug: 'p1' });
const studio = listing({ id: 'p2', name: 'Studio à Akwa', slug: 'p2' });

beforeEach(() => {
  jest.clearAllMocks();
  resetBrowserQueryClient();
  useAuthStore.getState().login({ id: 'u1', email: 'awa@example.cm' } as never, 'jwt');
  jest.mocked(listMyProducts).mockResolvedValue(onePage([villa, studio]));
  jest
    .mocked(getMyListingsStats)
    .mockResolvedValue({ from: '2026-11-01', to: '2026-11-30', days: 30, listings: {} });
  jest.mocked(getVisitHours).mockResolvedValue({
    slotMinutes: 60,
    ranges: [{ day: 6, from: '09:00', to: '13:00' }],
    daysOff: ['2026-12-24'],
  });
  jest.mocked(saveVisitHours).mockImplementation(async (_id, hours) => hours);
  jest.mocked(copyVisitHours).mockResolvedValue({ productIds: ['p2'] });
});
afterEach(() => act(() => useAuthStore.getState().logout()));

async function openDialog() {
  renderRoute(<MyPropertiesPage />, { toaster: true });
  await userEvent.click(
    await screen.findByRole('button', { name: 'Disponibilités de visite de Villa à Bastos' }),
  );
  const dialog = within(
    await screen.findByRole('dialog', { name: 'Disponibilités de visite — Villa à Bastos' }),
  );
  await dialog.findByRole('form', { name: 'Disponibilités de visite' });
  return dialog;
}

describe("'Disponibilités de visite'", () => {
  it('shows the saved hours and saves the week, the length and the days off; copies to another listing', async () => {
    const dialog = await openDialog();
    expect(getVisitHours).toHaveBeenCalledWith('p1');
    expect(dialog.getByRole('checkbox', { name: 'samedi' })).toBeChecked();
    expect(dialog.getByLabelText('samedi : de')).toHaveValue('09:00');
    expect(dialog.getByLabelText('lundi : de')).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Retirer le 24 décembre 2026' })).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('checkbox', { name: 'lundi' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: "Durée d'une visite" }), '30');
    await userEvent.click(dialog.getByRole('button', { name: 'Retirer le 24 décembre 2026' }));
    await userEvent.type(dialog.getByLabelText('Ajouter un jour sans visite'), '2026-12-25');
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Studio à Akwa' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));

    expect(saveVisitHours).toHaveBeenCalledWith('p1', {
      slotMinutes: 30,
      ranges: [
        { day: 1, from: '16:00', to: '18:00' },
        { day: 6, from: '09:00', to: '13:00' },
      ],
      daysOff: ['2026-12-25'],
    });
    expect(copyVisitHours).toHaveBeenCalledWith('p1', ['p2']);
    expect(await screen.findByText('Disponibilités enregistrées.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says in French what the API refused, and keeps what was chosen', async () => {
    jest.mocked(saveVisitHours).mockRejectedValue(TOO_SHORT);
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'mardi' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'La plage 09:00–09:30 doit durer au moins 60 minutes.',
    );
    expect(dialog.getByRole('checkbox', { name: 'mardi' })).toBeChecked();
    expect(copyVisitHours).not.toHaveBeenCalled();
  });
});
