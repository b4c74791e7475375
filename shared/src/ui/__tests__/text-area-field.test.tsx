import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { TextAreaField } from '../text-area-field';

describe('TextAreaField', () => {
  it('is a labelled multi-line field that announces required without enforcing it natively', async () => {
    renderWithTheme(<TextAreaField label="Message" required />);
    const area = screen.getByRole('textbox', { name: /^Message/ });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('aria-required', 'true');
    expect(area).not.toHaveAttribute('required');
    expect(screen.getByText('(obligatoire)')).toBeInTheDocument();
    await userEvent.type(area, 'Bonjour{enter}Je suis intéressé.');
    expect(area).toHaveValue('Bonjour\nJe suis intéressé.');
  });

  it('links its error text and marks itself invalid', () => {
    renderWithTheme(<TextAreaField label="Message" error="Veuillez remplir tous les champs obligatoires." />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Veuillez remplir tous les champs obligatoires.');
  });
});
