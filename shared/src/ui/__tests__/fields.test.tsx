import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { Checkbox } from '../checkbox';
import { PasswordField } from '../password-field';
import { Select } from '../select';

describe('PasswordField', () => {
  it('shows and hides the password with a named toggle', async () => {
    renderWithTheme(<PasswordField label="Mot de passe" error="Le mot de passe est requis" />);
    const input = screen.getByLabelText('Mot de passe');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAccessibleDescription('Le mot de passe est requis');
    await userEvent.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('Select', () => {
  const options = [
    { value: 'apartment', label: 'Appartement' },
    { value: 'house', label: 'Maison' },
  ];

  it('has a label, a placeholder, options and an error', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <Select
        label="Type"
        options={options}
        placeholder
        error="Choisissez un type"
        onChange={onChange}
        required
      />,
    );
    const select = screen.getByRole('combobox', { name: /Type/ });
    expect(screen.getByRole('option', { name: 'Choisir…' })).toHaveValue('');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choisissez un type');
    expect(select).not.toHaveAttribute('required');
    await userEvent.selectOptions(select, 'house');
    expect(onChange).toHaveBeenCalled();
    expect(select).toHaveValue('house');
  });
});

describe('Checkbox', () => {
  it('toggles through its label', async () => {
    renderWithTheme(<Checkbox label="Se souvenir de moi" error="Requis" />);
    const box = screen.getByRole('checkbox', { name: 'Se souvenir de moi' });
    await userEvent.click(screen.getByText('Se souvenir de moi'));
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription('Requis');
  });
});
