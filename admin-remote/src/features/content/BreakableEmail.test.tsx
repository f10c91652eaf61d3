// An address wraps after its `@` and before its dots, as a toast's (shared-ui AddressBreaks), and
// anywhere in a part too long for a line (the layout:
// e2e/admin/admin-a11y.spec.ts, e2e/admin/leads-inbox.spec.ts).
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../test/render';
import { BreakableEmail, TextWithEmail } from './BreakableEmail';

async function markup(element: ReactElement): Promise<HTMLElement> {
  const { container } = await renderAdmin(<p>{element}</p>);
  return container.querySelector('p') as HTMLElement;
}

describe('BreakableEmail', () => {
  it('may break after the @ and before a dot, as a toast does, and anywhere in a part too long for a line', async () => {
    const text = await markup(<BreakableEmail email="eva.lind@example.se" />);
    const address = text.querySelector('span') as HTMLElement;
    expect(address.innerHTML).toBe('eva<wbr>.lind@<wbr>example<wbr>.se');
    expect(address).toHaveTextContent(/^eva\.lind@example\.se$/);
    expect(getComputedStyle(address).overflowWrap).toBe('anywhere');
  });

  it('adds no break to a text with nothing before its @', async () => {
    const text = await markup(<BreakableEmail email="@example.se" />);
    expect(text.querySelector('span')?.innerHTML).toBe('@example.se');
  });
});

describe('TextWithEmail', () => {
  it('makes the address in a translated text breakable, the rest as it is', async () => {
    const text = await markup(<TextWithEmail text="3 Dec 2026 av eva@example.se" email="eva@example.se" />);
    // One element: a card's cell is a grid, where a text beside an element is an item of its own.
    expect(text.innerHTML).toMatch(/^<span>3 Dec 2026 av <span [^>]*>eva@<wbr>example<wbr>\.se<\/span><\/span>$/);
    expect(text).toHaveTextContent('3 Dec 2026 av eva@example.se');
  });

  it('leaves a text that does not name the address as it is', async () => {
    const text = await markup(<TextWithEmail text="3 Dec 2026" email="eva@example.se" />);
    expect(text.innerHTML).toBe('3 Dec 2026');
  });
});
