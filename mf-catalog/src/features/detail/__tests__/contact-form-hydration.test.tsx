import '../../../test-utils/mock-detail-calls';
import '../../../i18n';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useAuthStore } from '@immo237/shared/auth';
import { initI18n } from '@immo237/shared/i18n';
import { theme } from '@immo237/shared/theme';
import { ContactForm } from '../components/contact-form';
import { makeProduct } from '../../../test-utils/product';

const product = makeProduct({ name: 'Villa à Bastos' });

function Page() {
  return (
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/details/villa']}>
        <ContactForm product={product} />
      </MemoryRouter>
    </ThemeProvider>
  );
}

afterEach(() => act(() => useAuthStore.getState().logout()));

describe('the contact form the server drew, in a signed-in browser', () => {
  it("is the visitor's form on the server, hydrates without a mismatch, then becomes the member's, keeping the typed message", async () => {
    initI18n();
    act(() => useAuthStore.getState().login({ id: 'member-1', email: 'awa@example.cm' } as never, 'token'));
    const container = document.createElement('div');
    // The server never holds the session: the store's initial state draws the visitor's form and sign-in offer.
    container.innerHTML = renderToString(<Page />);
    expect(container.querySelector('[name="email"]')).not.toBeNull();
    expect(container.textContent).toContain('Connectez-vous');
    document.body.appendChild(container);
    // A slow phone: the member types before the page's script arrives.
    (container.querySelector('[name="message"]') as HTMLTextAreaElement).value = 'Bonjour, est-elle libre ?';
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Connectez-vous' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Bonjour, est-elle libre ?');
    document.body.removeChild(container);
  });
});
