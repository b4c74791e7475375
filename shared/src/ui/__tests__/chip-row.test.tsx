import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../theme';
import { Chip, ChipRow } from '../chip';

describe('ChipRow', () => {
  it('is a named group the keyboard reaches even while its chips wait, disabled, for the page to come alive', async () => {
    // The server's markup, as a phone without JavaScript (or before hydration) has it.
    document.body.innerHTML = renderToString(
      <ThemeProvider theme={theme}>
        <ChipRow aria-label="Catégories">
          <Chip selected>Toutes</Chip>
          <Chip selected={false}>Paiement</Chip>
        </ChipRow>
      </ThemeProvider>,
    );
    const row = screen.getByRole('group', { name: 'Catégories' });
    expect(screen.getByRole('button', { name: 'Paiement' })).toBeDisabled();
    await userEvent.tab();
    expect(row).toHaveFocus();
  });
});
