import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { ErrorPage, NotFoundPage } from '../error-page';
import { parseErrorStatus } from '../error-status';
import { renderWithProviders } from './test-utils';

function renderRoutes(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/error" element={<ErrorPage />} />
      <Route path="/404" element={<NotFoundPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>,
    { initialEntries: [path] },
  );
}

describe('error routes', () => {
  it.each([
    ['/error?status=503', 'Service temporairement indisponible'],
    ['/error?code=401', 'Accès non autorisé'],
    ['/error?status=network', 'Problème de connexion'],
    ['/error', 'Erreur inattendue'],
    ['/error?status=teapot', 'Erreur inattendue'],
    ['/error?status=418', 'Erreur inattendue'],
    ['/404', 'Page introuvable'],
    ['/nimporte/quoi', 'Page introuvable'],
  ])('%s shows "%s"', (path, title) => {
    renderRoutes(path);

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Liens utiles' })).toBeInTheDocument();
  });

  it('parses statuses leniently', () => {
    expect(parseErrorStatus(' 404 ')).toBe(404);
    expect(parseErrorStatus('NETWORK')).toBe('network');
    expect(parseErrorStatus(null)).toBe('default');
    expect(parseErrorStatus('')).toBe('default');
  });
});
