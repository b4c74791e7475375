import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { Button } from '../button';
import { TextAreaField } from '../text-area-field';
import { useMessageForm } from '../use-message-form';

function Reply({ send }: { send: (text: string) => Promise<void> }) {
  const reply = useMessageForm({
    label: 'Votre message',
    name: 'message',
    check: (text) => (text ? null : 'Écrivez un message.'),
    send,
  });
  return (
    <form {...reply.form}>
      <TextAreaField {...reply.field} />
      <Button type="submit" loading={reply.sending}>
        Envoyer
      </Button>
    </form>
  );
}

describe('useMessageForm', () => {
  it('refuses a blank text on the field, focused, and the error goes once the text changes', async () => {
    const send = jest.fn(async () => {});
    renderWithTheme(<Reply send={send} />);
    const field = screen.getByLabelText('Votre message');
    await userEvent.type(field, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(send).not.toHaveBeenCalled();
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription('Écrivez un message.');
    await userEvent.type(field, 'Bonjour');
    expect(field).not.toHaveAccessibleDescription('Écrivez un message.');
  });

  it('sends the trimmed text once, keeps it in the field, and ignores a second submit while sending', async () => {
    let finish = () => {};
    const send = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithTheme(<Reply send={send} />);
    const field = screen.getByLabelText('Votre message');
    await userEvent.type(field, '  Bonjour  ');
    const form = field.closest('form')!;
    form.requestSubmit();
    form.requestSubmit();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('Bonjour');
    finish();
    expect(await screen.findByRole('button', { name: 'Envoyer' })).toBeEnabled();
    expect(field).toHaveValue('  Bonjour  ');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('novalidate');
  });
});
