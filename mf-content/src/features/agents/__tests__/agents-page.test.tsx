// The remote's texts, registered by its exposed modules in the site.
import '../../../i18n';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@immo237/shared/i18n';
import AgentsPage from '../pages/agents-page';
import { renderAgentsRoute as renderRoute } from '../test-utils/render-agents-route';
import { FALLBACK_PHOTO } from '../agent-photo';

// The search tests type several words; the CPU is shared.
jest.setTimeout(20_000);

const count = () => screen.getByRole('status');
const agentNames = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('/agents', () => {
  it('starts from the search sent in the address (the box is a GET form of the page, for a visitor without scripts)', () => {
    renderRoute(<AgentsPage />, { path: '/agents', url: '/agents?query=Brenda' });
    const box = screen.getByRole('searchbox');
    expect(box).toHaveValue('Brenda');
    expect(box).toHaveAttribute('name', 'query');
    expect(box.closest('form')).toHaveAttribute('method', 'get');
    expect(screen.getByRole('status')).toHaveTextContent('1 agent trouvé');
  });

  it('lists the eight agents with their details, a count and a link to /contact', () => {
    renderRoute(<AgentsPage />, { path: '/agents' });
    expect(count()).toHaveTextContent('8 agents trouvés');
    expect(screen.getAllByRole('button', { name: /^Contacter / })).toHaveLength(8);
    const card = screen.getByRole('article', { name: 'Brenda Ebai' });
    expect(within(card).getByRole('img', { name: 'Photo de Brenda Ebai' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Propriétés à la plage');
    expect(card).toHaveTextContent('Kribi');
    expect(card).toHaveTextContent('Anglais, Français, Pidgin');
    expect(card).toHaveTextContent("6 ans d'expérience");
    expect(screen.getByRole('article', { name: 'Carine Fotso' })).toHaveTextContent("1 an d'expérience");
    expect(screen.getByRole('heading', { name: 'Pourquoi choisir nos agents ?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Écrivez à notre équipe' })).toHaveAttribute('href', '/contact');
  });

  it('shows the fallback image when a portrait cannot load', () => {
    renderRoute(<AgentsPage />, { path: '/agents' });
    const photo = screen.getByRole('img', { name: 'Photo de Marc Ndjock' });
    expect(photo.getAttribute('src')).not.toBe(FALLBACK_PHOTO);
    fireEvent.error(photo);
    expect(photo).toHaveAttribute('src', FALLBACK_PHOTO);
  });

  it('searches names and specialties, accents ignored', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute(<AgentsPage />, { path: '/agents' });
    const search = screen.getByRole('searchbox', { name: 'Rechercher un agent' });
    await user.type(search, 'aicha');
    expect(count()).toHaveTextContent('1 agent trouvé');
    expect(screen.getByRole('article', { name: 'Aïcha Bello' })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'meublées');
    expect(screen.getByRole('article', { name: 'Marc Ndjock' })).toBeInTheDocument();
    expect(count()).toHaveTextContent('1 agent trouvé');
    await user.clear(search);
    await user.type(search, 'Samuel Eto');
    expect(count()).toHaveTextContent('0 agent trouvé');
    expect(screen.getByText('Aucun agent ne correspond à votre recherche.')).toBeInTheDocument();
  });

  it('filters by the specialty chips', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute(<AgentsPage />, { path: '/agents' });
    const chips = within(screen.getByRole('group', { name: 'Spécialités' }));
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'Tous',
      'Résidences haut de gamme',
      'Terrains',
      'Investissement immobilier',
      'Locations meublées',
      'Propriétés commerciales',
      'Résidences étudiantes',
      'Propriétés à la plage',
      'Propriétés agricoles',
    ]);
    await user.click(chips.getByRole('button', { name: 'Terrains' }));
    expect(chips.getByRole('button', { name: 'Terrains' })).toHaveAttribute('aria-pressed', 'true');
    expect(count()).toHaveTextContent('1 agent trouvé');
    expect(agentNames()).toContain('Hervé Tchoumi');
    await user.click(chips.getByRole('button', { name: 'Tous' }));
    expect(count()).toHaveTextContent('8 agents trouvés');
  });

  it('reads in English, specialties and plurals included', async () => {
    await act(() => setLanguage('en'));
    try {
      renderRoute(<AgentsPage />, { path: '/agents' });
      expect(screen.getByRole('heading', { level: 1, name: 'Our real-estate agents' })).toBeInTheDocument();
      expect(count()).toHaveTextContent('8 agents found');
      expect(screen.getByRole('article', { name: 'Carine Fotso' })).toHaveTextContent('1 year of experience');
      expect(screen.getByRole('button', { name: 'Beach properties' })).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('fr'));
    }
  });
});
