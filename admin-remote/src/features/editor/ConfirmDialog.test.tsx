import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../test/render';
import { ConfirmDialog } from './ConfirmDialog';

/** The dialog as every page uses it: the answer closes it at once, then the work starts. */
function Asking({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      title="Erase this person’s leads?"
      message="Every lead is deleted for good."
      confirmLabel="Erase"
      cancelLabel="Cancel"
      destructive
      onConfirm={() => {
        setOpen(false);
        onConfirm();
      }}
      onCancel={() => {
        setOpen(false);
        onCancel();
      }}
    />
  );
}

// Clicks go to the button even where a disabled one takes no pointer events: what a quick second
// click would reach, had the button not been disabled.
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('ConfirmDialog', () => {
  it('takes one answer: a double click on the confirm button while the dialog fades out confirms once', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    await renderAdmin(<Asking onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('dialog', { name: 'Erase this person’s leads?' });
    const erase = within(dialog).getByRole('button', { name: 'Erase' });
    await user().dblClick(erase);
    // The dialog is still on screen, closing: its buttons answer no more.
    expect(erase).toBeInTheDocument();
    await user().click(erase);
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('takes one answer: a click on Cancel after confirming does nothing more', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    await renderAdmin(<Asking onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('dialog', { name: 'Erase this person’s leads?' });
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user().click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
