// The remote's texts, registered by its exposed modules in the site.
import '../../../i18n';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@immo237/shared/api';
import AgentPage from '../pages/agent-page';
import AgentsPage from '../pages/agents-page';
import { AGENTS, AGENT_PAGE } from '../test-utils/agents-fixture';
import { renderAgentsRoute as renderRoute } from '../test-utils/render-agents-route';
import { FALLBACK_PHOTO } from '../agent-photo';
import { contactAgent } from '../api/contact-agent';
import { getAgent } from '../api/get-agent';
import { getAgentRatings } from '../api/get-agent-ratings';
import { listAgents } from '../api/list-agents';

jest.mock('../api/list-agents', () => ({ listAgents: jest.fn() }));
jest.mock('../api/get-agent', () => ({ getAgent: jest.fn() }));
jest.mock('../api/contact-agent', () => ({ contactAgent: jest.fn() }));
jest.mock('../api/get-agent-ratings', () => ({
  getAgentRatings: jest.fn(async () => ({ advertiserId: 'agent-1', count: 0, average: null, items: [] })),
}));
jest.setTimeout(20_000);

beforeEach(() => {
  jest.mocked(listAgents).mockReset();
  jest.mocked(getAgent).mockReset();
  jest.mocked(contactAgent).mockReset();
});

describe('/agents from the API', () => {
  it('asks the API, then shows the agents with their photos, drawn portraits or the fallback image', async () => {
    jest.mocked(listAgents).mockResolvedValue(AGENTS);
    renderRoute(<AgentsPage />, { path: '/agents', agents: false });
    expect(await screen.findByText('8 agents trouvés')).toBeInTheDocument();
    expect(listAgents).toHaveBeenCalledTimes(1);
    // An uploaded photo is used as it is; an agent without one gets their initials drawn locally.
    expect(screen.getByRole('img', { name: 'Photo de Jean-Paul Mbarga' })).toHaveAttribute(
      'src',
      '/uploads/agents/jean-paul-mbarga.webp',
    );
    const drawn = screen.getByRole('img', { name: 'Photo de Solange Nkoa' });
    expect(drawn.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const uploaded = screen.getByRole('img', { name: 'Photo de Jean-Paul Mbarga' });
    fireEvent.error(uploaded);
    expect(uploaded).toHaveAttribute('src', FALLBACK_PHOTO);
    // Each card links to the agent's page; verified agents carry the badge.
    const card = screen.getByRole('article', { name: 'Ibrahim Oumarou' });
    expect(within(card).getByRole('link', { name: 'Ibrahim Oumarou' })).toHaveAttribute(
      'href',
      '/agents/ibrahim-oumarou',
    );
    expect(card).toHaveTextContent('Annonceur vérifié');
    expect(screen.getByRole('article', { name: 'Marc Ndjock' })).not.toHaveTextContent('Annonceur vérifié');
  });

  it('says so and retries when the API fails', async () => {
    jest.mocked(listAgents).mockRejectedValueOnce(new ApiError({ code: 'UNKNOWN', status: 503 }));
    jest.mocked(listAgents).mockResolvedValueOnce(AGENTS);
    const user = userEvent.setup({ delay: null });
    renderRoute(<AgentsPage />, { path: '/agents', agents: false });
    await user.click(await screen.findByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('8 agents trouvés')).toBeInTheDocument();
  });
});

describe('/agents/{slug}', () => {
  it("shows the agent, the badge, their listings linking to their pages and 'Membre depuis'", async () => {
    jest.mocked(getAgent).mockResolvedValue(AGENT_PAGE);
    renderRoute(<AgentPage />, { path: '/agents/:slug', url: '/agents/ibrahim-oumarou' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ibrahim Oumarou' })).toBeInTheDocument();
    expect(getAgent).toHaveBeenCalledWith('ibrahim-oumarou');
    expect(screen.getByText('Propriétés commerciales')).toBeInTheDocument();
    expect(screen.getByText('Annonceur vérifié')).toBeInTheDocument();
    expect(screen.getByText("10 ans d'expérience")).toBeInTheDocument();
    expect(screen.getByText('Français, Fulfuldé, Anglais')).toBeInTheDocument();
    expect(screen.getByText('novembre 2025')).toBeInTheDocument();
    expect(screen.getByText('Présentation de Ibrahim Oumarou.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '2 annonces actives' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Boutique sur axe passant à Yelwa/ })).toHaveAttribute(
      'href',
      '/details/boutique-yelwa-garoua-4',
    );
    expect(screen.getByRole('link', { name: /Entrepôt à Marouaré/ })).toHaveAttribute(
      'href',
      '/details/entrepot-garoua-12',
    );
    const jsonLd = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as { '@type': string; name: string; areaServed: string[]; makesOffer: unknown[] };
    expect(jsonLd).toMatchObject({
      '@type': 'RealEstateAgent',
      name: 'Ibrahim Oumarou',
      areaServed: ['Garoua'],
    });
    expect(jsonLd.makesOffer).toHaveLength(2);
  });

  it('writes a shown number the way the rest of the site does, and calls it as stored', async () => {
    jest.mocked(getAgent).mockResolvedValue({ ...AGENT_PAGE, showPhone: true, phone: '+237699120006' });
    renderRoute(<AgentPage />, { path: '/agents/:slug', url: '/agents/ibrahim-oumarou' });
    expect(await screen.findByRole('link', { name: '+237 6 99 12 00 06' })).toHaveAttribute(
      'href',
      'tel:+237699120006',
    );
  });

  it('sends the contact form to the agent with the success banner, or the failure banner', async () => {
    jest.mocked(getAgent).mockResolvedValue(AGENT_PAGE);
    jest.mocked(contactAgent).mockRejectedValueOnce(new ApiError({ code: 'UNKNOWN', status: 500 }));
    jest.mocked(contactAgent).mockResolvedValueOnce({ id: 'm1', sent: true });
    const user = userEvent.setup({ delay: null });
    renderRoute(<AgentPage />, { path: '/agents/:slug', url: '/agents/ibrahim-oumarou' });
    const form = within(await screen.findByRole('region', { name: 'Contacter Ibrahim Oumarou' }));
    await user.click(form.getByRole('button', { name: 'Envoyer le message' }));
    expect(form.getByRole('textbox', { name: /Votre nom/ })).toHaveAccessibleDescription('Le nom est requis');
    expect(contactAgent).not.toHaveBeenCalled();

    await user.type(form.getByRole('textbox', { name: /Votre nom/ }), 'Fadimatou');
    await user.type(form.getByRole('textbox', { name: /Votre adresse e-mail/ }), 'fadimatou@example.cm');
    await user.type(form.getByRole('textbox', { name: /Votre message/ }), 'Une boutique ?');
    await user.click(form.getByRole('button', { name: 'Envoyer le message' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      "Une erreur s'est produite lors de l'envoi de votre message. Veuillez réessayer plus tard.",
    );
    await user.click(form.getByRole('button', { name: 'Envoyer le message' }));
    expect(await form.findByRole('status')).toHaveTextContent('Votre message a été envoyé avec succès !');
    expect(contactAgent).toHaveBeenLastCalledWith('ibrahim-oumarou', {
      name: 'Fadimatou',
      email: 'fadimatou@example.cm',
      message: 'Une boutique ?',
    });
    await waitFor(() => expect(form.getByRole('textbox', { name: /Votre nom/ })).toHaveValue(''));
  });

  it("lists the ratings after visits with their average from three on, each with the visit's month and answer", async () => {
    jest.mocked(getAgent).mockResolvedValue(AGENT_PAGE);
    jest.mocked(getAgentRatings).mockResolvedValueOnce({
      advertiserId: 'agent-1',
      count: 3,
      average: 4.3,
      items: [
        {
          id: 'r1',
          stars: 4,
          comment: 'Visite claire, documents présentés.',
          visitMonth: '2026-12',
          createdAt: '2026-12-13T10:00:00.000Z',
          raterName: 'Aïcha M.',
          answer: 'Merci pour votre visite.',
          answeredAt: '2026-12-14T10:00:00.000Z',
        },
      ],
    });
    renderRoute(<AgentPage />, { path: '/agents/:slug', url: `/agents/${AGENT_PAGE.slug}` });
    const section = within(await screen.findByRole('region', { name: 'Avis après visite' }));
    expect(section.getByText('4,3 / 5 · 3 avis')).toBeInTheDocument();
    expect(section.getByRole('img', { name: '4 étoiles sur 5' })).toBeInTheDocument();
    expect(section.getByText('Aïcha M. · visite de décembre 2026')).toBeInTheDocument();
    expect(section.getByText("Réponse de l'annonceur : Merci pour votre visite.")).toBeInTheDocument();
  });

  it('says when an agent has no rating yet', async () => {
    jest.mocked(getAgent).mockResolvedValue(AGENT_PAGE);
    renderRoute(<AgentPage />, { path: '/agents/:slug', url: `/agents/${AGENT_PAGE.slug}` });
    const section = within(await screen.findByRole('region', { name: 'Avis après visite' }));
    expect(section.getByText(/^Aucun avis pour le moment/)).toBeInTheDocument();
  });

  it('shows the not-found screen for an unknown agent', async () => {
    jest.mocked(getAgent).mockRejectedValue(new ApiError({ code: 'NOT_FOUND', status: 404 }));
    renderRoute(<AgentPage />, { path: '/agents/:slug', url: '/agents/personne' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir tous les agents' })).toHaveAttribute('href', '/agents');
  });
});
