// The console's tables keep their table roles when a phone shows their rows as cards, and each
// cell carries its column's name for the card (the layout itself: e2e/admin/admin-a11y.spec.ts).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../test/render';
import { ConsoleCell, type ConsoleColumn, ConsoleRow, ConsoleTable } from './ConsoleTable';

const column = {
  email: { label: 'E-mail' },
  count: { label: 'Attempts', align: 'right' },
  actions: { label: 'Actions', hidden: true },
} satisfies Record<string, ConsoleColumn>;

describe('ConsoleTable', () => {
  it('says its table roles outright and names each cell by its column, but a hidden column’s', async () => {
    await renderAdmin(
      <ConsoleTable label="People" columns={Object.values(column)}>
        <ConsoleRow>
          <ConsoleCell column={column.email}>a@example.com</ConsoleCell>
          <ConsoleCell column={column.count}>3</ConsoleCell>
          <ConsoleCell column={column.actions}>
            <button type="button">Resend</button>
          </ConsoleCell>
        </ConsoleRow>
      </ConsoleTable>,
    );
    const table = screen.getByRole('table', { name: 'People' });
    expect(table).toHaveAttribute('role', 'table');
    const [header, row] = within(table).getAllByRole('row');
    expect(header).toHaveAttribute('role', 'row');
    expect(
      within(header as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['E-mail', 'Attempts', 'Actions']);
    const cells = within(row as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['E-mail', 'Attempts', null]);
    expect(cells[1]).toHaveClass('MuiTableCell-alignRight');
  });
});
