// The remote's texts, registered by its exposed modules in the site.
import '../../../i18n';
import { screen, within } from '@testing-library/react';
import type { PricePage } from '@immo237/shared/api';
import { renderRoute } from '@immo237/shared/test-utils/render-route';
import { priceCitiesQuery, pricePageQuery } from '../api/price-queries';
import PricePlacePage from '../pages/price-place-page';
import PricesPage from '../pages/prices-page';

jest.mock('../api/price-queries', () => {
  const actual = jest.requireActual('../api/price-queries');
  return { ...actual, getPriceCities: jest.fn(), getPricePage: jest.fn() };
});

const BONAPRISO: PricePage = {
  city: { name: 'Douala', slug: 'douala', figures: 5 },
  district: { name: 'Bonapriso', slug: 'bonapriso', figures: 3 },
  computedAt: '2026-11-28T03:00:00.000Z',
  minCount: 5,
  rent: [
    {
      category: 'Appartement',
      bedrooms: 2,
      landTitle: null,
      median: 150_000,
      count: 7,
      previousMedian: 125_000,
      change: 0.2,
    },
    {
      category: 'Studio',
      bedrooms: 1,
      landTitle: null,
      median: 80_000,
      count: 5,
      previousMedian: null,
      change: null,
    },
  ],
  sale: [],
  land: [
    {
      category: 'Terrain',
      bedrooms: null,
      landTitle: 'titled',
      median: 20_000,
      count: 5,
      previousMedian: null,
      change: null,
    },
  ],
  quartiers: [],
};

describe('/prix', () => {
  it('lists the cities, each linking to its page, and says how many listings a figure needs', () => {
    renderRoute(<PricesPage />, {
      path: '/prix',
      queryData: [
        [
          priceCitiesQuery().queryKey,
          {
            computedAt: BONAPRISO.computedAt,
            minCount: 5,
            cities: [
              { name: 'Douala', slug: 'douala', figures: 5 },
              { name: 'Garoua', slug: 'garoua', figures: 0 },
            ],
          },
        ],
      ],
    });
    expect(
      screen.getByRole('heading', { level: 1, name: "Prix de l'immobilier au Cameroun" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Douala' })).toHaveAttribute('href', '/prix/douala');
    expect(screen.getByRole('link', { name: 'Garoua' }).closest('li')).toHaveTextContent(
      "pas encore assez d'annonces",
    );
    expect(screen.getByText(/à partir de 5 annonces comparables/)).toBeInTheDocument();
  });
});

describe('/prix/{ville}/{quartier}', () => {
  const render = () =>
    renderRoute(<PricePlacePage />, {
      path: '/prix/:city/:quartier',
      url: '/prix/douala/bonapriso',
      queryData: [[pricePageQuery('douala', 'bonapriso').queryKey, BONAPRISO]],
    });

  it('says each rent in French with the listings behind it, the date, and draws them as an accessible chart', () => {
    render();
    expect(
      screen.getByRole('heading', { level: 1, name: "Prix de l'immobilier à Bonapriso, Douala" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Loyer médian d'un 2 pièces à Bonapriso : 150 000 FCFA / mois (7 annonces)"),
    ).toBeInTheDocument();
    expect(screen.getByText(/Chiffres du 28 novembre 2026/)).toBeInTheDocument();
    const chart = screen.getByRole('img', { name: /Loyers médians à Bonapriso/ });
    expect(chart).toHaveTextContent('150 000 FCFA');
    expect(chart).toHaveTextContent('Studio · 1 pièce');
  });

  it('shows the tables with counts, the change over 12 months and a link to the matching search', () => {
    render();
    expect(screen.getByRole('heading', { level: 2, name: 'Loyers médians' })).toBeInTheDocument();
    const flat = screen.getByRole('row', { name: /Appartement · 2 pièces/ });
    expect(within(flat).getByText('+20 %')).toBeInTheDocument();
    expect(within(flat).getByText('7 annonces')).toBeInTheDocument();
    expect(
      within(flat).getByRole('link', {
        name: /^Voir les annonces : Loyer médian d'un 2 pièces à Bonapriso : 150\s000\sFCFA \/ mois$/,
      }),
    ).toHaveAttribute('href', '/louer?city=Douala&district=Bonapriso&type=apartment&bedrooms=2');
    const land = screen.getByRole('row', { name: /titré/ });
    expect(land).toHaveTextContent('20 000 FCFA / m²');
    expect(within(land).getByRole('link', { name: /Voir les annonces/ })).toHaveAttribute(
      'href',
      '/terrains?city=Douala&district=Bonapriso&landTitle=titled',
    );
    expect(screen.getByRole('link', { name: 'Tous les quartiers de Douala' })).toHaveAttribute(
      'href',
      '/prix/douala',
    );
  });

  it('an unknown place: the not-found screen with a way back', () => {
    renderRoute(<PricePlacePage />, {
      path: '/prix/:city',
      url: '/prix/nulle-part',
      queryData: [[pricePageQuery('nulle-part').queryKey, null]],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Lieu introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Toutes les villes' })).toHaveAttribute('href', '/prix');
  });
});
