import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { ApiError, type User } from '@immo237/shared/api';
import RegisterPage from '../pages/register-page';
import { renderRoute } from '../../../test-utils/render-route';
import { resetBetweenTests } from '../../../test-utils/reset';
import { signup } from '../api/signup';

jest.mock('../api/signup', () => ({ signup: jest.fn() }));
const signupMock = jest.mocked(signup);
jest.setTimeout(20_000);

const field = (label: RegExp) => screen.getByLabelText(label);
const labels = {
  firstName: /^Prénom/,
  lastName: /^Nom/,
  email: /Adresse e-mail/,
  password: /^Mot de passe/,
  confirmPassword: /^Confirmer le mot de passe/,
};

async function fill(values: Partial<Record<keyof typeof labels, string>>) {
  const user = userEvent.setup();
  for (const [name, value] of Object.entries(values)) {
    if (!value) continue;
    // Pasting instead of typing key by key: same final-form events, far less time on a busy CI machine.
    await user.click(field(labels[name as keyof typeof labels]));
    await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: /Créer mon compte/ }));
}

const valid = {
  firstName: 'Awa',
  lastName: 'Njoya',
  email: 'awa@example.cm',
  password: 'Douala2026',
  confirmPassword: 'Douala2026',
};

afterEach(() => {
  resetBetweenTests();
  signupMock.mockReset();
});

describe('register page', () => {
  it('lists every required-field message, at the top and under each field', async () => {
    renderRoute(<RegisterPage />, { path: '/register' });
    await fill({});
    const summary = within(screen.getByRole('alert'));
    expect(summary.getByText('Erreurs dans le formulaire :')).toBeInTheDocument();
    const messages: [keyof typeof labels, string][] = [
      ['firstName', 'Le prénom est requis'],
      ['lastName', 'Le nom est requis'],
      ['email', "L'email est requis"],
      ['password', 'Le mot de passe est requis'],
      ['confirmPassword', 'La confirmation du mot de passe est requise'],
    ];
    for (const [name, message] of messages) {
      expect(summary.getByText(message)).toBeInTheDocument();
      expect(field(labels[name])).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(signupMock).not.toHaveBeenCalled();
  });

  it.each([
    ['Abc12', 'Le mot de passe doit contenir au moins 8 caractères'],
    ['abcdefgh1', 'Le mot de passe doit contenir au moins une majuscule, une minuscule et un chiffre'],
    ['ABCDEFGH1', 'Le mot de passe doit contenir au moins une majuscule, une minuscule et un chiffre'],
    ['Abcdefghi', 'Le mot de passe doit contenir au moins une majuscule, une minuscule et un chiffre'],
  ])('refuses the password %s', async (password, message) => {
    renderRoute(<RegisterPage />, { path: '/register' });
    await fill({ ...valid, password, confirmPassword: password });
    expect(field(labels.password)).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('says "Email invalide" and "Les mots de passe ne correspondent pas"', async () => {
    renderRoute(<RegisterPage />, { path: '/register' });
    await fill({ ...valid, email: 'awa@example', confirmPassword: 'Douala2027' });
    expect(field(labels.email)).toHaveAccessibleDescription('Email invalide');
    expect(field(labels.confirmPassword)).toHaveAccessibleDescription(
      'Les mots de passe ne correspondent pas',
    );
  });

  it('sends role USER and the joined pseudo, toasts and goes to /login', async () => {
    signupMock.mockResolvedValue({ id: 'u-2' } as User);
    renderRoute(<RegisterPage />, { path: '/register' });
    await fill(valid);
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(signupMock).toHaveBeenCalledWith({
      firstName: 'Awa',
      fullname: 'Awa',
      lastName: 'Njoya',
      email: 'awa@example.cm',
      password: 'Douala2026',
      pseudo: 'Awa Njoya',
      role: 'USER',
      language: 'fr',
    });
    expect(await screen.findByText('Inscription réussie !')).toBeInTheDocument();
  });

  it('on the English page, asks for English e-mails', async () => {
    await i18next.changeLanguage('en');
    try {
      signupMock.mockResolvedValue({ id: 'u-3' } as User);
      renderRoute(<RegisterPage />, { path: '/register' });
      const user = userEvent.setup();
      for (const [label, value] of [
        [/^First name/, valid.firstName],
        [/^Last name/, valid.lastName],
        [/E-mail address/, valid.email],
        [/^Password/, valid.password],
        [/^Confirm the password/, valid.confirmPassword],
      ] as const) {
        await user.click(screen.getByLabelText(label));
        await user.paste(value);
      }
      await user.click(screen.getByRole('button', { name: /Create my account/ }));
      expect(await screen.findByTestId('location')).toHaveTextContent('/login');
      expect(signupMock).toHaveBeenCalledWith(expect.objectContaining({ language: 'en' }));
    } finally {
      await i18next.changeLanguage('fr');
    }
  });

  it.each([
    ['USER_ALREADY_EXISTS', 'Un compte existe déjà avec cette adresse e-mail.'],
    ['VALIDATION_ERROR', 'Les informations saisies ne sont pas valides. Vérifiez-les puis réessayez.'],
    ['UNKNOWN', "Une erreur est survenue lors de l'inscription"],
  ])('maps %s to its message and keeps the form', async (code, message) => {
    signupMock.mockRejectedValue(new ApiError({ code, status: 400, message: 'x' }));
    renderRoute(<RegisterPage />, { path: '/register' });
    await fill(valid);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field(labels.email)).toHaveValue('awa@example.cm');
    expect(field(labels.password)).toHaveValue('Douala2026');
  });

  it('has the Coming Soon social buttons and the link to /login', async () => {
    renderRoute(<RegisterPage />, { path: '/register' });
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    await userEvent.setup().click(screen.getByRole('button', { name: /Facebook.*Coming Soon/ }));
    expect(
      await screen.findByText("La connexion avec Facebook n'est pas encore disponible"),
    ).toBeInTheDocument();
  });
});
