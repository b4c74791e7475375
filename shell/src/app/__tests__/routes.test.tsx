import { screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { TEST_COMPOSITION } from '../../test/composition';
import { renderRoutes } from '../../test/render';
import { setComposition } from '../route-table';
import { buildRoutes } from '../routes';

jest.mock('@module-federation/enhanced/runtime', () =>
  jest
    .requireActual('../../test/federation-runtime')
    .runtimeMock(jest.fn(async (id: string) => ({ default: () => <h1>{`Page ${id}`}</h1> }))),
);

beforeEach(() => {
  window.scrollTo = jest.fn();
  (loadRemote as jest.Mock).mockClear();
});

function renderSite(composition: typeof TEST_COMPOSITION, path: string) {
  setComposition(composition);
  return renderRoutes(buildRoutes(composition), path);
}

describe('buildRoutes', () => {
  it('renders the module a remote declared for the path', async () => {
    renderSite(TEST_COMPOSITION, '/details/villa-kribi');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page catalog/PropertyDetailPage' }),
    ).toBeInTheDocument();
  });

  it('has no route for a remote left out of the map: its paths are not found', async () => {
    const withoutContent = {
      ...TEST_COMPOSITION,
      routes: TEST_COMPOSITION.routes.filter((route) => route.remote !== 'content'),
    };
    renderSite(withoutContent, '/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('answers an unclaimed path with the 503 screen while a remote of the map cannot say what it serves', async () => {
    renderSite({ ...TEST_COMPOSITION, unavailable: ['content'] }, '/agents');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Service temporairement indisponible' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
