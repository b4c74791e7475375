// The remote's texts, registered by its exposed modules in the site.
import '../../../i18n';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@immo237/shared/test-utils/render-route';
import FaqPage from '../pages/faq-page';

const question = (name: RegExp | string) => screen.getByRole('button', { name });

// Typing in the search box is slow on a shared CPU.
jest.setTimeout(20_000);

describe('/faq', () => {
  it('lists six categories of three questions, all closed, with the count and a contact link', () => {
    renderRoute(<FaqPage />, { path: '/faq' });
    expect(screen.getByRole('status')).toHaveTextContent('18 questions trouvées');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Général',
      'Achat',
      'Location',
      'Vente',
      'Juridique',
      'Services',
      'Vous ne trouvez pas votre réponse ?',
    ]);
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(18);
    expect(screen.getByRole('link', { name: 'Contactez-nous' })).toHaveAttribute('href', '/contact');
  });

  it('keeps several answers open at once', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute(<FaqPage />, { path: '/faq' });
    await user.click(question(/frais d'agence pour une location/));
    await user.click(question(/délai de rétractation/));
    expect(screen.getByText(/correspondent à un mois de loyer/)).toBeVisible();
    expect(screen.getByText(/délai de rétractation de 10 jours/)).toBeVisible();
    await user.click(question(/délai de rétractation/));
    expect(question(/délai de rétractation/)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/correspondent à un mois de loyer/)).toBeVisible();
  });

  it('starts from the search sent in the address (the box is a GET form of the page, for a visitor without scripts)', () => {
    renderRoute(<FaqPage />, { path: '/faq', url: '/faq?query=ECRIT%20enregistre' });
    const box = screen.getByRole('searchbox', { name: 'Rechercher une question' });
    expect(box).toHaveValue('ECRIT enregistre');
    expect(box).toHaveAttribute('name', 'query');
    expect(box.closest('form')).toHaveAttribute('method', 'get');
    expect(screen.getByRole('status')).toHaveTextContent('1 question trouvée');
    expect(question('Le bail doit-il être écrit ?')).toBeInTheDocument();
  });

  it('searches questions and answers without accents and counts the matches', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute(<FaqPage />, { path: '/faq' });
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une question' }), 'ECRIT enregistre');
    expect(screen.getByRole('status')).toHaveTextContent('1 question trouvée');
    expect(question('Le bail doit-il être écrit ?')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'rétractation notaire');
    expect(screen.getByRole('status')).toHaveTextContent('0 question trouvée');
    expect(screen.getByText('Aucune question ne correspond à votre recherche...')).toBeInTheDocument();
  });

  it('filters by category chip, one chip pressed at a time', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute(<FaqPage />, { path: '/faq' });
    const chips = within(screen.getByRole('group', { name: 'Catégories de questions' }));
    expect(chips.getByRole('button', { name: 'Toutes' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(chips.getByRole('button', { name: 'Juridique' }));
    expect(chips.getByRole('button', { name: 'Juridique' })).toHaveAttribute('aria-pressed', 'true');
    expect(chips.getByRole('button', { name: 'Toutes' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('3 questions trouvées');
    expect(screen.getByRole('heading', { level: 2, name: 'Juridique' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Achat' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'bail');
    expect(screen.getByRole('status')).toHaveTextContent('1 question trouvée');
  });

  it('opens the answer named by the #category-index deep link and focuses its question', () => {
    renderRoute(<FaqPage />, { path: '/faq', url: '/faq#renting-0' });
    const target = question(/frais d'agence pour une location/);
    expect(target).toHaveAttribute('aria-expanded', 'true');
    expect(target).toHaveFocus();
    expect(screen.getByRole('region', { name: /frais d'agence/ })).toHaveTextContent(
      "Les frais d'agence correspondent à un mois de loyer",
    );
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
  });

  it('ignores a hash that names no answer', () => {
    renderRoute(<FaqPage />, { path: '/faq', url: '/faq#renting-7' });
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });
});
