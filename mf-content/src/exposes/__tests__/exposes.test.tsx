import { act, screen } from '@testing-library/react';
import { setLanguage } from '@immo237/shared/i18n';
import { renderRoute } from '../../test-utils/render-route';
import AgentsPage from '../agents-page';
import ContactPage from '../contact-page';
import Faq2Page from '../faq2-page';
import FaqPage from '../faq-page';

describe('content exposes', () => {
  it.each([
    ['FaqPage', FaqPage, 'Foire aux questions'],
    ['Faq2Page', Faq2Page, 'Questions fréquentes'],
    ['ContactPage', ContactPage, 'Contactez-nous'],
    ['AgentsPage', AgentsPage, 'Nos agents immobiliers'],
  ])('%s shows its French title as the page h1', (_name, Page, title) => {
    renderRoute(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('switches to the complete English namespace', async () => {
    await act(() => setLanguage('en'));
    try {
      renderRoute(<ContactPage />);
      expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('fr'));
    }
  });
});
