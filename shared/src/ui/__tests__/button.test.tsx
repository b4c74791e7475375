import { act, screen, waitFor } from '@testing-library/react';
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

  it('draws a submit button as a plain button waiting for its script, so nothing is sent natively', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    const byText = (text: string) =>
      [...container.querySelectorAll('button')].find((button) => button.textContent === text);
    expect(byText('Connexion')).toHaveAttribute('type', 'button');
    expect(byText('Connexion')).toHaveAttribute('data-awaits-script', 'submit');
    expect(byText('Connexion')).toBeEnabled();
    // A form meant to work without JavaScript (GET filters) keeps its submit button; a plain button sends nothing.
    expect(byText('Appliquer')).toHaveAttribute('type', 'submit');
    expect(byText('Appliquer')).not.toHaveAttribute('data-awaits-script');
    expect(byText('Afficher')).not.toHaveAttribute('data-awaits-script');
    // A button whose work is a script's waits for its block to be live.
    expect(byText('Contacter')).toHaveAttribute('data-awaits-script', 'click');
  });

  it('becomes a submit button once the page is hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.appendChild(container);
    await act(async () => {
      hydrateRoot(container, form);
    });
    expect(screen.getByRole('button', { name: 'Connexion' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Connexion' })).not.toHaveAttribute('data-awaits-script');
    expect(screen.getByRole('button', { name: 'Contacter' })).not.toHaveAttribute('data-awaits-script');
    container.remove();
  });

  it('performs a click held before the page was live, once it is', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const page = (
      <ThemeProvider theme={theme}>
        <form method="post" onSubmit={onSubmit}>
          <Button type="submit">Connexion</Button>
          <Button onClick={onClick}>Contacter</Button>
          <Button onClick={() => undefined}>Autre</Button>
        </form>
      </ThemeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.appendChild(container);
    // What the start-up script does with a click on a control that waits: it keeps the control.
    const held = [...container.querySelectorAll('button')].filter((button) => button.textContent !== 'Autre');
    held.forEach((button) => button.setAttribute('aria-busy', 'true'));
    (window as Window & { __immo237Held?: Element[] }).__immo237Held = held;
    await act(async () => {
      hydrateRoot(container, page);
    });
    await waitFor(() => expect(onClick).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Contacter' })).not.toHaveAttribute('aria-busy');
    expect((window as Window & { __immo237Held?: Element[] }).__immo237Held).toEqual([]);
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
