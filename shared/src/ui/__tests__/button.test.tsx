import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Link } from 'react-router-dom';
import { theme } from '../../theme';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { Button } from '../button';
import { ButtonLink } from '../button-link';

describe('Button', () => {
  it('is a non-submitting button that calls onClick', async () => {
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Rechercher</Button>);
    const button = screen.getByRole('button', { name: 'Rechercher' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows a busy, disabled state while loading', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button type="submit" loading onClick={onClick}>
        Connexion
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Connexion/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveTextContent('Chargement en cours…');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders every variant', () => {
    renderWithTheme(
      <>
        <Button variant="secondary">B</Button>
        <Button variant="ghost" size="sm">
          C
        </Button>
        <Button variant="danger" size="lg" fullWidth>
          D
        </Button>
      </>,
    );
    expect(screen.getAllByRole('button')).toHaveLength(3);
  });
});

describe('Button in a page the server drew', () => {
  const form = (
    <ThemeProvider theme={theme}>
      <form method="post">
        <Button type="submit">Connexion</Button>
        <Button type="submit" worksWithoutScript>
          Appliquer
        </Button>
        <Button>Afficher</Button>
        <Button onClick={() => undefined}>Contacter</Button>
      </form>
    </ThemeProvider>
  );

  it('draws a submit button disabled, so a click before hydration cannot send the form natively', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    const byText = (text: string) =>
      [...container.querySelectorAll('button')].find((button) => button.textContent === text);
    expect(byText('Connexion')).toBeDisabled();
    // A form meant to work without JavaScript (GET filters) keeps its button; a plain button sends nothing.
    expect(byText('Appliquer')).toBeEnabled();
    expect(byText('Afficher')).toBeEnabled();
    // A button whose work is a script's: a click before its block is live would be lost, so it waits disabled.
    expect(byText('Contacter')).toBeDisabled();
  });

  it('enables it once the page is hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.appendChild(container);
    await act(async () => {
      hydrateRoot(container, form);
    });
    expect(screen.getByRole('button', { name: 'Connexion' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Contacter' })).toBeEnabled();
    container.remove();
  });
});

describe('ButtonLink', () => {
  it('is a real link, also through a router Link', () => {
    renderWithTheme(
      <MemoryRouter>
        <ButtonLink href="/register">Créer un compte</ButtonLink>
        <ButtonLink as={Link} to="/properties" variant="secondary">
          Commencer la recherche
        </ButtonLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Commencer la recherche' })).toHaveAttribute(
      'href',
      '/properties',
    );
  });
});
