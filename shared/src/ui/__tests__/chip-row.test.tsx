import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../theme';
import { Chip, ChipRow } from '../chip';

describe('ChipRow', () => {
  it('is a named group whose chips the keyboard reaches while they wait for the page to come alive', async () => {
    // The server's markup, as a phone without JavaScript (or before hydration) has it.
    document.body.innerHTML = renderToString(
      <ThemeProvider theme={theme}>
        <ChipRow aria-label="Catégories">
          <Chip selected>Toutes</Chip>
          <Chip selected={false}>Paiement</Chip>
        </ChipRow>
      </ThemeProvider>,
    );
    expect(screen.getByRole('group', { name: 'Catégories' })).toBeInTheDocument();
    const chip = screen.getByRole('button', { name: 'Paiement' });
    // Enabled and marked: a click before the page is live is held by the start-up script, not lost.
    expect(chip).toBeEnabled();
    expect(chip).toHaveAttribute('data-awaits-script', 'click');
    await userEvent.tab();
    await userEvent.tab();
    expect(chip).toHaveFocus();
  });
});
