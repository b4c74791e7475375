// The remote's texts, registered by its exposed modules in the site.
import '../../../i18n';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@immo237/shared/test-utils/render-route';
import Faq2Page from '../pages/faq2-page';

// Typing in the search box is slow on a shared CPU.
jest.setTimeout(20_000);

describe('/faq2', () => {
  it('shows the same 18 questions without chips', () => {
    renderRoute(<Faq2Page />, { path: '/faq2' });
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(18);
    expect(screen.queryByRole('group', { name: 'Catégories de questions' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contactez-nous' })).toHaveAttribute('href', '/contact');
  });

  it('keeps one answer open at a time', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute(<Faq2Page />, { path: '/faq2' });
    await user.click(screen.getByRole('button', { name: /frais d'agence pour une location/ }));
    await user.click(screen.getByRole('button', { name: /délai de rétractation/ }));
    const open = screen.getAllByRole('button', { expanded: true });
    expect(open).toHaveLength(1);
    expect(open[0]).toHaveAccessibleName(/délai de rétractation/);
    expect(screen.getByText(/correspondent à un mois de loyer/)).not.toBeVisible();
  });

  it('says when no question matches the search', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute(<Faq2Page />, { path: '/faq2' });
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une question' }), 'piscine olympique');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Aucune question ne correspond à votre recherche...',
    );
  });
});
