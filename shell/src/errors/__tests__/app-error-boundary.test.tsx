import { siteConfig } from '@immo237/shared/config';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppErrorBoundary } from '../app-error-boundary';
import { reportError } from '../error-reporter';
import { goHome } from '../go-home';
import { renderWithProviders } from './test-utils';

jest.mock('../go-home', () => ({ goHome: jest.fn() }));
jest.mock('../error-reporter', () => ({ reportError: jest.fn() }));

let broken = true;

function Fragile() {
  if (broken) throw new Error('Boom <script> & co');
  return <p>Contenu rétabli</p>;
}

beforeEach(() => {
  broken = true;
  // React logs the errors its boundaries catch; expected here.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('AppErrorBoundary with CrashFallback', () => {
  it('shows the crash texts and an error id', () => {
    renderWithProviders(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    );

    expect(
      screen.getByRole('heading', { level: 1, name: "Oups ! Quelque chose s'est mal passé" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Une erreur inattendue s'est produite. Notre équipe a été notifiée."),
    ).toBeInTheDocument();
    expect(screen.getByText(/^error_\d+_[a-z0-9]+$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Retour à l'accueil" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Signaler l'erreur" })).toBeInTheDocument();
  });

  it('moves focus to the title', () => {
    renderWithProviders(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    );

    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('Réessayer renders the children again once the cause is fixed', async () => {
    renderWithProviders(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    );

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));

    expect(screen.getByText('Contenu rétabli')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Oups/ })).not.toBeInTheDocument();
  });

  it('Réessayer shows a new error id when the cause is still there', async () => {
    renderWithProviders(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    );
    const firstId = screen.getByText(/^error_/).textContent;

    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));

    expect(screen.getByRole('heading', { name: /Oups/ })).toBeInTheDocument();
    expect(screen.getByText(/^error_/).textContent).not.toBe(firstId);
  });

  it("Retour à l'accueil reloads the home page", async () => {
    renderWithProviders(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    );

    await userEvent.click(screen.getByRole('button', { name: "Retour à l'accueil" }));

    expect(goHome).toHaveBeenCalledTimes(1);
  });

  it('Signaler l’erreur is a pre-filled mailto with the id, url, message and stacks', () => {
    renderWithProviders(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    );
    const errorId = screen.getByText(/^error_/).textContent ?? '';
    const href = screen.getByRole('link', { name: "Signaler l'erreur" }).getAttribute('href') ?? '';

    expect(href.startsWith(`mailto:${siteConfig.supportEmail}?subject=`)).toBe(true);
    expect(href).toContain(errorId);
    expect(href).not.toMatch(/[ \n<>]/);
    const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(params.get('subject')).toBe(`Signalement d'erreur ${errorId}`);
    const body = params.get('body') ?? '';
    expect(body).toContain(`Identifiant : ${errorId}`);
    expect(body).toContain(`Page : ${window.location.href}`);
    expect(body).toContain('Message : Boom <script> & co');
    expect(body).toMatch(/Pile d'appels :\nError: Boom/);
    expect(body).toMatch(/Pile des composants :\n\s*at Fragile/);
  });

  it('reports the caught error once, with the id it shows', () => {
    renderWithProviders(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    );

    expect(reportError).toHaveBeenCalledTimes(1);
    const [error, extra] = jest.mocked(reportError).mock.calls[0] ?? [];
    expect((error as Error).message).toBe('Boom <script> & co');
    expect(extra).toMatchObject({
      errorId: screen.getByText(/^error_/).textContent,
      componentStack: expect.stringContaining('Fragile'),
    });
  });

  it('uses the fallback render prop when given', async () => {
    renderWithProviders(
      <AppErrorBoundary
        fallback={({ error, resetError }) => (
          <button type="button" onClick={resetError}>
            {`Autre écran : ${(error as Error).message}`}
          </button>
        )}
      >
        <Fragile />
      </AppErrorBoundary>,
    );

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Autre écran : Boom <script> & co' }));

    expect(screen.getByText('Contenu rétabli')).toBeInTheDocument();
  });

  it('resets when a reset key changes', () => {
    const { rerender } = renderWithProviders(
      <AppErrorBoundary resetKeys={['/a']}>
        <Fragile />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: /Oups/ })).toBeInTheDocument();

    broken = false;
    act(() => {
      rerender(
        <AppErrorBoundary resetKeys={['/a']}>
          <Fragile />
        </AppErrorBoundary>,
      );
    });
    expect(screen.getByRole('heading', { name: /Oups/ })).toBeInTheDocument();

    act(() => {
      rerender(
        <AppErrorBoundary resetKeys={['/b']}>
          <Fragile />
        </AppErrorBoundary>,
      );
    });
    expect(screen.getByText('Contenu rétabli')).toBeInTheDocument();
  });
});
