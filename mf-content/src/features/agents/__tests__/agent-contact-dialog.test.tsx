// The remote's texts, registered by its exposed modules in the site.
import '../../../i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@immo237/shared/api';
import { toast } from '@immo237/shared/toast';
import AgentsPage from '../pages/agents-page';
import { renderAgentsRoute as renderRoute } from '../test-utils/render-agents-route';
import { contactAgent } from '../api/contact-agent';

jest.mock('../api/contact-agent', () => ({ contactAgent: jest.fn() }));
jest.setTimeout(20_000);

const send = jest.mocked(contactAgent);

async function openFor(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: `Contacter ${name}` }));
  // The dialog is lazy-loaded on first use.
  return screen.findByRole('dialog', { name: `Contacter ${name}` }, { timeout: 8000 });
}

beforeEach(() => send.mockReset());

describe('agent contact dialog', () => {
  it('requires name, email and message, and sends nothing until they are given', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute(<AgentsPage />, { path: '/agents' });
    const dialog = await openFor(user, 'Solange Nkoa');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Votre nom/ })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le message' }));
    expect(within(dialog).getByRole('textbox', { name: /Votre nom/ })).toHaveAccessibleDescription(
      'Le nom est requis',
    );
    expect(within(dialog).getByRole('textbox', { name: /Votre adresse e-mail/ })).toHaveAccessibleDescription(
      "L'email est requis",
    );
    expect(within(dialog).getByRole('textbox', { name: /Votre message/ })).toHaveAccessibleDescription(
      'Le message est requis',
    );
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the message to the agent and shows the contact page's success banner, with the form emptied", async () => {
    send.mockResolvedValue({ id: 'm1', sent: true });
    const success = jest.spyOn(toast, 'success');
    const user = userEvent.setup({ delay: null });
    renderRoute(<AgentsPage />, { path: '/agents' });
    const dialog = await openFor(user, 'Brenda Ebai');
    await user.type(within(dialog).getByRole('textbox', { name: /Votre nom/ }), 'Lucie Atangana');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Votre adresse e-mail/ }),
      'lucie@example.cm',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Votre message/ }), 'Une villa à Kribi ?');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le message' }));
    // To the agent's own address (the API names the agent in the e-mail, and keeps it in their Messages).
    expect(send).toHaveBeenCalledWith('brenda-ebai', {
      name: 'Lucie Atangana',
      email: 'lucie@example.cm',
      message: 'Une villa à Kribi ?',
    });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Votre message a été envoyé avec succès ! Nous vous répondrons dans les plus brefs délais.',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Votre message/ })).toHaveValue(''),
    );
    expect(within(dialog).getByRole('textbox', { name: /Votre nom/ })).toHaveValue('');
    expect(success).not.toHaveBeenCalled();
    // Sent, there is nothing left to cancel: the footer's button (beside the title's ×) reads 'Fermer'.
    expect(within(dialog).queryByRole('button', { name: 'Annuler' })).not.toBeInTheDocument();
    const close = within(dialog).getAllByRole('button', { name: 'Fermer' });
    expect(close).toHaveLength(2);
    await user.click(close[1]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the typed text and says so when sending fails', async () => {
    send.mockRejectedValue(new ApiError({ code: 'UNKNOWN', status: 500 }));
    const user = userEvent.setup({ delay: null });
    renderRoute(<AgentsPage />, { path: '/agents' });
    const dialog = await openFor(user, 'Marc Ndjock');
    await user.type(within(dialog).getByRole('textbox', { name: /Votre nom/ }), 'Lucie');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Votre adresse e-mail/ }),
      'lucie@example.cm',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Votre message/ }), 'Bonjour');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le message' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Une erreur s'est produite lors de l'envoi de votre message. Veuillez réessayer plus tard.",
    );
    expect(within(dialog).getByRole('textbox', { name: /Votre nom/ })).toHaveValue('Lucie');
  });

  it('resets the form when closed with Annuler and gives focus back to the Contact button', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute(<AgentsPage />, { path: '/agents' });
    let dialog = await openFor(user, 'Hervé Tchoumi');
    await user.type(within(dialog).getByRole('textbox', { name: /Votre nom/ }), 'Quelqu’un');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contacter Hervé Tchoumi' })).toHaveFocus();
    dialog = await openFor(user, 'Hervé Tchoumi');
    expect(within(dialog).getByRole('textbox', { name: /Votre nom/ })).toHaveValue('');
  });
});
