import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Link } from 'react-router-dom';
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
