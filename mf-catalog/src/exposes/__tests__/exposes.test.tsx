import { act, screen } from '@testing-library/react';
import { setLanguage } from '@immo237/shared/i18n';
import { renderRoute } from '../../test-utils/render-route';
import BuyPage from '../buy-page';
import FeaturedProperties from '../featured-properties';
import LandPage from '../land-page';
import PropertyDetailPage from '../property-detail-page';
import PropertyRedirect from '../property-redirect';
import RentPage from '../rent-page';
import SearchPage from '../search-page';

describe('catalog exposes', () => {
  it('FeaturedProperties is a section of the home page with an h2 and a link to /search', () => {
    renderRoute(<FeaturedProperties />);
    expect(screen.getByRole('heading', { level: 2, name: 'Propriétés en vedette' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir toutes les propriétés' })).toHaveAttribute(
      'href',
      '/search',
    );
  });

  it.each([
    ['BuyPage', BuyPage, 'Acheter une propriété'],
    ['RentPage', RentPage, 'Louer une propriété'],
    ['LandPage', LandPage, 'Terrains à vendre'],
    ['SearchPage', SearchPage, 'Rechercher une propriété'],
  ])('%s shows its French title as the page h1', (_name, Page, title) => {
    renderRoute(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('PropertyDetailPage reads the slug route parameter', () => {
    renderRoute(<PropertyDetailPage />, { path: '/details/:slug', url: '/details/villa-bonapriso' });
    expect(screen.getByRole('heading', { level: 1, name: 'Détails de la propriété' })).toBeInTheDocument();
    expect(screen.getByText('Annonce : villa-bonapriso')).toBeInTheDocument();
  });

  it('PropertyRedirect reads the id route parameter', () => {
    renderRoute(<PropertyRedirect />, { path: '/property/:id', url: '/property/42' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Redirection vers la propriété' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/n° 42/)).toBeInTheDocument();
  });

  it('switches to the complete English namespace', async () => {
    await act(() => setLanguage('en'));
    try {
      renderRoute(<BuyPage />);
      expect(screen.getByRole('heading', { level: 1, name: 'Buy a property' })).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('fr'));
    }
  });
});
