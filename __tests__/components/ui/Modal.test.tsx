import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import Modal from '@/components/ui/Modal';
import { renderWithProviders } from '../../support/render';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Share portfolio"
        footer={<button type="button">Send</button>}
      >
        <input aria-label="Email" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that traps Tab, closes on Escape and returns focus', async () => {
    const u = userEvent.setup();
    renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await u.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Share portfolio' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await u.tab();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await u.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await u.tab();
    expect(close).toHaveFocus();
    await u.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();

    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });
});
