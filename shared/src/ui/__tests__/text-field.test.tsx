import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { TextField } from '../text-field';

describe('TextField', () => {
  it('has a visible label and forwards input props and ref', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = jest.fn();
    renderWithTheme(<TextField label="Email" type="email" name="email" ref={ref} onChange={onChange} />);
    const input = screen.getByLabelText('Email');
    expect(input).toBe(ref.current);
    expect(input).toHaveAttribute('name', 'email');
    await userEvent.type(input, 'a@b.cm');
    expect(onChange).toHaveBeenCalled();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('links the error text and marks the field invalid', () => {
    renderWithTheme(<TextField label="Email" error="Email invalide" hint="Votre adresse" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Votre adresse Email invalide');
  });

  it('announces required without the native attribute (no browser bubbles)', () => {
    renderWithTheme(<TextField label="Prénom" required />);
    const input = screen.getByRole('textbox', { name: /Prénom/ });
    expect(input).not.toHaveAttribute('required');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('(obligatoire)')).toBeInTheDocument();
  });
});
