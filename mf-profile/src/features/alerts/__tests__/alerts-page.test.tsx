import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { type Alert } from '@immo237/shared/api';
import { resetBrowserQueryClient } from '@immo237/shared/data';
import { toast } from '@immo237/shared/toast';
import { renderRoute } from '@immo237/shared/test-utils/render-route';
import '../../../i18n';
import { AlertsPage } from '../pages/alerts-page';
import { deleteAlert } from '../api/delete-alert';
import { listAlerts } from '../api/list-alerts';
import { updateAlert } from '../api/update-alert';

jest.mock('../api/list-alerts', () => ({ listAlerts: jest.fn() }));
jest.mock('../api/update-alert', () => ({ updateAlert: jest.fn() }));
jest.mock('../api/delete-alert', () => ({ deleteAlert: jest.fn() }));

const alert = (id: string, filters: Alert['filters'], extra: Partial<Alert> = {}): Alert => ({
  id,
  filters,
  frequency: 'immediate',
  paused: false,
  created_at: '2026-11-20T10:00:00.000Z',
  last_checked_at: null,
  summary: '',
  ...extra,
});
const rent = alert('a1', {
  forSale: false,
  excludeLand: true,
  city: 'Douala',
  district: 'Akwa',
  priceMax: 200000,
});
const land = alert(
  'a2',
  { type: 'land', city: 'Kribi', landTitle: 'titled', bedrooms: 2 },
  { frequency: 'daily' },
);
const flat = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ');
const item = (name: RegExp) => within(screen.getByRole('listitem', { name }));

beforeEach(() => {
  jest.clearAllMocks();
  resetBrowserQueryClient();
  jest.mocked(listAlerts).mockResolvedValue([rent, land]);
});
afterEach(async () => {
  act(() => toast.remove());
  await i18next.changeLanguage('fr');
});

describe('Mes alertes', () => {
  it('lists each alert with its filters in words, a link to its search and its frequency', async () => {
    renderRoute(<AlertsPage />, { toaster: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Mes alertes' })).toBeInTheDocument();
    expect(await screen.findByText('2 alertes')).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => flat(h.textContent));
    expect(titles).toEqual([
      "Location · Douala, Akwa · jusqu'à 200 000 FCFA /mois",
      'Terrain · Kribi · 2 chambres ou plus · titré',
    ]);
    const first = item(/Location/);
    expect(first.getByRole('link', { name: 'Voir les annonces' })).toHaveAttribute(
      'href',
      '/louer?city=Douala&district=Akwa&priceMax=200000',
    );
    expect(first.getByRole('combobox', { name: 'Fréquence' })).toHaveValue('immediate');
    expect(item(/Terrain/).getByRole('combobox', { name: 'Fréquence' })).toHaveValue('daily');
    expect(item(/Terrain/).getByRole('link', { name: 'Voir les annonces' })).toHaveAttribute(
      'href',
      '/terrains?city=Kribi&landTitle=titled&bedrooms=2',
    );
  });

  it("changes the frequency ('Quotidienne'), pauses and resumes", async () => {
    jest.mocked(updateAlert).mockImplementation(async (id, change) => ({
      ...(id === rent.id ? rent : land),
      ...change,
    }));
    renderRoute(<AlertsPage />, { toaster: true });
    await screen.findByText('2 alertes');
    await userEvent.selectOptions(
      item(/Location/).getByRole('combobox', { name: 'Fréquence' }),
      'Quotidienne',
    );
    expect(updateAlert).toHaveBeenCalledWith('a1', { frequency: 'daily' });
    expect(await screen.findByText('Alerte mise à jour')).toBeInTheDocument();

    await userEvent.click(item(/Location/).getByRole('button', { name: 'Mettre en pause' }));
    expect(updateAlert).toHaveBeenLastCalledWith('a1', { paused: true });
    expect(await item(/Location/).findByText('En pause')).toBeInTheDocument();
    await userEvent.click(item(/Location/).getByRole('button', { name: 'Reprendre' }));
    expect(updateAlert).toHaveBeenLastCalledWith('a1', { paused: false });
  });

  it('deletes after a confirmation, and shows the empty state when none is left', async () => {
    jest.mocked(listAlerts).mockResolvedValue([rent]);
    jest.mocked(deleteAlert).mockResolvedValue();
    renderRoute(<AlertsPage />, { toaster: true });
    await screen.findByText('1 alerte');
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(screen.getByText('Supprimer cette alerte ?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(deleteAlert).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Oui, supprimer' }));
    expect(deleteAlert).toHaveBeenCalledWith('a1');
    expect(await screen.findByRole('heading', { name: 'Aucune alerte pour le moment' })).toBeInTheDocument();
    expect(screen.getByText('Alerte supprimée')).toBeInTheDocument();
  });

  it('says in French when the list cannot be read or a change is refused', async () => {
    jest.mocked(listAlerts).mockRejectedValueOnce(new Error('réseau'));
    renderRoute(<AlertsPage />, { toaster: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(/Vos alertes n'ont pas pu être chargées/);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('2 alertes')).toBeInTheDocument();
    jest.mocked(updateAlert).mockRejectedValue(new Error('500'));
    await userEvent.click(item(/Location/).getByRole('button', { name: 'Mettre en pause' }));
    expect(await screen.findByText(/La modification n'a pas pu être enregistrée/)).toBeInTheDocument();
    expect(item(/Location/).queryByText('En pause')).not.toBeInTheDocument();
  });

  it('speaks English too', async () => {
    await i18next.changeLanguage('en');
    renderRoute(<AlertsPage />, { toaster: true });
    expect(await screen.findByText('2 alerts')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My alerts' })).toBeInTheDocument();
    expect(flat(screen.getAllByRole('heading', { level: 2 })[0]?.textContent)).toBe(
      'To rent · Douala, Akwa · up to 200 000 FCFA /month',
    );
    expect(screen.getAllByRole('combobox', { name: 'Frequency' })[0]).toHaveDisplayValue('Immediate');
  });
});
