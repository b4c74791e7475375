import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { Button } from '../button';
import { Drawer } from '../drawer';
import { Modal } from '../modal';
import { TextField } from '../text-field';

function Harness({ kind }: { kind: 'modal' | 'drawer' }) {
  const [open, setOpen] = useState(false);
  const Overlay = kind === 'modal' ? Modal : Drawer;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Ouvrir</Button>
      <Overlay
        open={open}
        onClose={() => setOpen(false)}
        title="Contacter l'agent"
        footer={<Button>Envoyer</Button>}
      >
        <TextField label="Nom" />
      </Overlay>
    </>
  );
}

describe.each(['modal', 'drawer'] as const)('%s', (kind) => {
  async function openIt() {
    const user = userEvent.setup();
    renderWithTheme(<Harness kind={kind} />);
    const opener = screen.getByRole('button', { name: 'Ouvrir' });
    await user.click(opener);
    return { user, opener, dialog: screen.getByRole('dialog', { name: "Contacter l'agent" }) };
  }

  it('is a labelled modal dialog in document.body with focus inside and the page locked', async () => {
    const { dialog } = await openIt();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('traps Tab and Shift+Tab inside', async () => {
    const { user } = await openIt();
    const close = screen.getByRole('button', { name: 'Fermer' });
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Envoyer' })).toHaveFocus();
  });

  it('closes on Escape, unlocks the page and returns focus to the opener', async () => {
    const { user, opener } = await openIt();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const { user, opener } = await openIt();
    await user.click(screen.getByRole('textbox', { name: 'Nom' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId(`${kind}-backdrop`));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the Fermer button', async () => {
    const { user } = await openIt();
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Modal options', () => {
  it('focuses initialFocusRef and can ignore backdrop clicks', async () => {
    const onClose = jest.fn();
    function WithRef() {
      const [input, setInput] = useState<HTMLInputElement | null>(null);
      return (
        <Modal
          open
          onClose={onClose}
          title="Filtres"
          initialFocusRef={{ current: input }}
          closeOnBackdrop={false}
        >
          <Button>Premier</Button>
          <TextField label="Ville" ref={setInput} />
        </Modal>
      );
    }
    renderWithTheme(<WithRef />);
    expect(screen.getByRole('textbox', { name: 'Ville' })).toHaveFocus();
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
  });
});
