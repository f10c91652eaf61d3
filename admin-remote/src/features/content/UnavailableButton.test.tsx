// A button that says it is unavailable (`aria-disabled`) while something runs looks as MUI's
// disabled one does, and keeps its focus and its place in the tab order (the editor's Save and
// History: BlogEditPage.test.tsx pins the focus).
import { Button } from '@app/shared-ui/mui';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../test/render';
import { UnavailableButton } from './UnavailableButton';

const LOOK = ['color', 'background-color', 'border-top-color', 'border-top-width', 'box-shadow', 'cursor'] as const;
const look = (element: HTMLElement) => {
  const style = getComputedStyle(element);
  return Object.fromEntries(LOOK.map((property) => [property, style.getPropertyValue(property)]));
};

describe('UnavailableButton', () => {
  for (const variant of ['contained', 'outlined', 'text'] as const) {
    it(`looks as a disabled ${variant} button while unavailable, and as an enabled one otherwise`, async () => {
      await renderAdmin(
        <>
          <Button variant={variant} disabled>
            Disabled
          </Button>
          <Button variant={variant}>Enabled</Button>
          <UnavailableButton variant={variant} unavailable>
            Saving…
          </UnavailableButton>
          <UnavailableButton variant={variant} unavailable={false}>
            Save
          </UnavailableButton>
        </>,
      );
      const button = screen.getByRole('button', { name: 'Saving…' });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).not.toBeDisabled();
      expect(look(button)).toEqual(look(screen.getByRole('button', { name: 'Disabled' })));
      expect(look(button)).not.toEqual(look(screen.getByRole('button', { name: 'Enabled' })));
      const ready = screen.getByRole('button', { name: 'Save' });
      expect(ready).not.toHaveAttribute('aria-disabled');
      expect(look(ready)).toEqual(look(screen.getByRole('button', { name: 'Enabled' })));
    });
  }

  it('keeps the focus while unavailable', async () => {
    await renderAdmin(<UnavailableButton unavailable>Saving…</UnavailableButton>);
    const button = screen.getByRole('button', { name: 'Saving…' });
    button.focus();
    expect(button).toHaveFocus();
  });
});
