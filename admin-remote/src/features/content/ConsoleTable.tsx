import { Box, type Theme, visuallyHidden } from '@app/shared-ui/mui';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@app/shared-ui/mui-admin';
import type { ComponentProps, ReactNode, Ref } from 'react';

export interface ConsoleColumn {
  label: string;
  /** Named for screen readers only (a column of buttons): on a phone its cells have no name before them. */
  hidden?: boolean;
  align?: 'right';
}

/**
 * On a phone (narrower than `sm`, 600 px) each row is a card and each cell a line starting with its
 * column's name (its `data-label`), so nothing scrolls sideways and no row is squeezed tall. The
 * header row stays for screen readers, which name a cell's column from it: the generated name has
 * empty alternative text (`/ ""`), so they do not read it twice. Empty cells are left out.
 */
const cardsOnPhones = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    display: 'block',
    '& thead': visuallyHidden,
    '& tbody': { display: 'block' },
    '& tbody tr': { display: 'block', py: 1, borderBottom: 1, borderColor: 'divider' },
    '& tbody td': {
      display: 'grid',
      gridTemplateColumns: 'minmax(5.5rem, 34%) minmax(0, 1fr)',
      columnGap: 1.5,
      alignItems: 'baseline',
      // A chip or a button as wide as its content, not the column.
      justifyItems: 'start',
      border: 0,
      px: 0,
      py: 0.5,
      minWidth: 0,
      maxWidth: 'none',
      textAlign: 'left',
      overflowWrap: 'anywhere',
      '& > *': { gridColumn: 2 },
      '&::before': { content: 'attr(data-label) / ""', color: 'text.secondary', fontWeight: 600 },
    },
    '& tbody td:not([data-label])': { display: 'block' },
    '& tbody td:empty': { display: 'none' },
  },
});

export interface ConsoleTableProps {
  /** The table's accessible name. */
  label: string;
  columns: readonly ConsoleColumn[];
  bodyRef?: Ref<HTMLTableSectionElement>;
  /** The rows: ConsoleRow elements of ConsoleCell. */
  children: ReactNode;
}

/**
 * A table of the console (staff, leads, the audit log), a card a row on a phone. Its parts say
 * their table roles outright: a browser may drop them for elements not displayed as a table's.
 */
export function ConsoleTable({ label, columns, bodyRef, children }: ConsoleTableProps) {
  return (
    <TableContainer>
      <Table size="small" role="table" aria-label={label} sx={cardsOnPhones}>
        <TableHead role="rowgroup">
          <TableRow role="row">
            {columns.map((column) => (
              // A hidden name's box is placed in its cell, inside the table's scrolling container, not
              // at the far end of the table on the page (which widened a phone's whole page).
              <TableCell
                key={column.label}
                role="columnheader"
                align={column.align}
                sx={column.hidden ? { position: 'relative' } : undefined}
              >
                {column.hidden ? (
                  <Box component="span" sx={visuallyHidden}>
                    {column.label}
                  </Box>
                ) : (
                  column.label
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody role="rowgroup" ref={bodyRef}>
          {children}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function ConsoleRow(props: ComponentProps<typeof TableRow>) {
  return <TableRow role="row" {...props} />;
}

/** A cell of `column`: named by it on a phone, aligned as its header. */
export function ConsoleCell({ column, ...props }: ComponentProps<typeof TableCell> & { column: ConsoleColumn }) {
  return (
    <TableCell role="cell" data-label={column.hidden ? undefined : column.label} align={column.align} {...props} />
  );
}
