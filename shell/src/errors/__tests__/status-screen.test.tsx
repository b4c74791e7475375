import { i18n } from '@immo237/shared/i18n';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { StatusScreen } from '../status-screen';
import type { ErrorStatus } from '../error-status';
import { renderWithProviders } from './test-utils';

const CASES: [ErrorStatus, string, RegExp][] = [
  [400, 'Requête incorrecte', /mal formée ou contient des données invalides/],
  [401, 'Accès non autorisé', /devez être connecté/],
  [403, 'Accès interdit', /permissions nécessaires/],
  [404, 'Page introuvable', /n'existe pas ou a été déplacée/],
  [408, "Délai d'attente dépassé", /trop de temps\. Veuillez réessayer/],
  [429, 'Trop de requêtes', /patienter/],
  [500, 'Erreur serveur', /erreur interne/],
  [502, 'Serveur temporairement indisponible', /réessayer plus tard/],
  [503, 'Service temporairement indisponible', /maintenance/],
  [504, "Délai d'attente de la passerelle", /passerelle a mis trop de temps/],
  ['network', 'Problème de connexion', /Vérifiez votre connexion internet/],
  ['default', 'Erreur inattendue', /erreur inattendue s'est produite/],
];

describe('StatusScreen', () => {
  it.each(CASES)('status %s shows its title, message, buttons and useful links', (status, title, message) => {
    renderWithProviders(<StatusScreen status={status} />);

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    if (typeof status === 'number') expect(screen.getByText(String(status))).toBeInTheDocument();

    const main = screen.getByRole('region', { name: title });
    const nav = screen.getByRole('navigation', { name: 'Liens utiles' });
    expect(within(main).getByRole('button', { name: 'Retour' })).toBeInTheDocument();
    const actions = within(main)
      .getAllByRole('link')
      .filter((link) => !nav.contains(link));
    expect(actions.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Accueil', '/'],
      ['Rechercher des biens', '/properties'],
    ]);
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  });

  it('lists the useful links', () => {
    renderWithProviders(<StatusScreen status={404} />);

    const nav = screen.getByRole('navigation', { name: 'Liens utiles' });
    expect(within(nav).getByRole('heading', { level: 2, name: 'Liens utiles' })).toBeInTheDocument();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Accueil', '/'],
      ['Propriétés', '/properties'],
      ['Agents', '/agents'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
    ]);
  });

  it('announces the status code to screen readers', () => {
    renderWithProviders(<StatusScreen status={403} />);

    expect(screen.getByText("Code d'erreur")).toBeInTheDocument();
    expect(screen.getByText("Code d'erreur").parentElement).toHaveTextContent("Code d'erreur 403");
  });

  it('does not show a code for the network and default screens', () => {
    renderWithProviders(<StatusScreen status="network" />);

    expect(screen.queryByText("Code d'erreur")).not.toBeInTheDocument();
  });

  it('Retour goes back one page', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/agents" element={<p>Page des agents</p>} />
        <Route path="/error" element={<StatusScreen status={500} />} />
      </Routes>,
      { initialEntries: ['/agents', '/error'] },
    );

    await userEvent.click(screen.getByRole('button', { name: 'Retour' }));

    expect(screen.getByText('Page des agents')).toBeInTheDocument();
  });

  it('Accueil and Rechercher des biens navigate to / and /properties', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/" element={<p>Accueil du site</p>} />
        <Route path="/properties" element={<p>Catalogue</p>} />
        <Route path="/error" element={<StatusScreen status={500} />} />
      </Routes>,
      { initialEntries: ['/error'] },
    );

    await userEvent.click(screen.getByRole('link', { name: 'Rechercher des biens' }));
    expect(screen.getByText('Catalogue')).toBeInTheDocument();
  });

  it('shows Réessayer only when onRetry is given, and calls it', async () => {
    const onRetry = jest.fn();
    renderWithProviders(<StatusScreen status={503} onRetry={onRetry} />);

    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));

    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Service temporairement indisponible' })).toBeInTheDocument();
  });

  it('uses the given heading level, the useful links one level below', () => {
    renderWithProviders(<StatusScreen status={503} headingLevel={2} />);

    expect(
      screen.getByRole('heading', { level: 2, name: 'Service temporairement indisponible' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Liens utiles' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('falls back to the default screen for a status it does not know', () => {
    renderWithProviders(<StatusScreen status={418 as unknown as ErrorStatus} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Erreur inattendue' })).toBeInTheDocument();
    expect(screen.queryByText('418')).not.toBeInTheDocument();
  });

  it('speaks English when the language is switched', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      renderWithProviders(<StatusScreen status={404} />);
      expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Useful links' })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('fr'));
    }
  });
});
