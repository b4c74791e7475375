import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { theme } from '@immo237/shared/theme';
import { FaqItem } from '../components/faq-item';

const entry = {
  id: 'general-1',
  category: 'general',
  question: 'Qui sommes-nous ?',
  answer: 'Immo237.',
} as const;

function Item() {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={theme}>
      <FaqItem entry={entry} open={open} onToggle={() => setOpen((shown) => !shown)} />
    </ThemeProvider>
  );
}

describe('a question the server drew', () => {
  it('waits disabled until its block is live (a click before would be lost), then opens', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Item />);
    document.body.appendChild(container);
    expect(container.querySelector('button')).toBeDisabled();
    await act(async () => {
      hydrateRoot(container, <Item />);
    });
    const question = screen.getByRole('button', { name: /Qui sommes-nous/ });
    expect(question).toBeEnabled();
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    container.remove();
  });
});
