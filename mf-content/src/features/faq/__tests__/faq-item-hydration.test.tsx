import { act, screen, waitFor } from '@testing-library/react';
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
  it('waits for its block to be live, then opens; its answer is marked to show without JavaScript', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Item />);
    document.body.appendChild(container);
    expect(container.querySelector('button')).toHaveAttribute('data-awaits-script', 'click');
    expect(container.querySelector('[role="region"]')).toHaveAttribute('data-shown-without-script');
    await act(async () => {
      hydrateRoot(container, <Item />);
    });
    const question = screen.getByRole('button', { name: /Qui sommes-nous/ });
    expect(question).not.toHaveAttribute('data-awaits-script');
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    container.remove();
  });

  it('opens once live when it was clicked before', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Item />);
    document.body.appendChild(container);
    // What the start-up script does with a click on a control that waits for its script: it keeps the control.
    (window as Window & { __immo237Held?: Element[] }).__immo237Held = [container.querySelector('button')!];
    await act(async () => {
      hydrateRoot(container, <Item />);
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Qui sommes-nous/ })).toHaveAttribute(
        'aria-expanded',
        'true',
      ),
    );
    container.remove();
  });
});
