import { Box, type Theme, visuallyHidden } from '@app/shared-ui/mui';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@app/shared-ui/mui-admin';
import type { ComponentProps, ReactNode, Ref } from 'react';

export interface ConsoleColumn {
  label: string;
  /** Named for screen readers only (a column of buttons): on a phone its cells have no name before them. */
  hidden?: boolean;
  align?: 'right';
  /** A short value on one line (a date, a number, a button): see `oneLine`. */
  oneLine?: boolean;
}

/**
 * A one-line column from `sm` up: its cells do not wrap, and its width (1 %, which the table's
 * automatic layout widens to the content's) leaves the rest of the table's width to the columns
 * that wrap (an address, a message). On a phone its cells are a card's lines, which wrap as needed.
 */
const oneLine = { whiteSpace: { sm: 'nowrap' }, width: { sm: '1%' } } as const;

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

/** A table of many columns from `sm` up: 12 px each side of a cell instead of MUI's 16, for the columns that wrap. */
const dense = (theme: Theme) => ({ [theme.breakpoints.up('sm')]: { '& th, & td': { px: 1.5 } } });

export interface ConsoleTableProps {
  /** The table's accessible name. */
  label: string;
  columns: readonly ConsoleColumn[];
  /** Narrower cell padding (see `dense`). */
  dense?: boolean;
  bodyRef?: Ref<HTMLTableSectionElement>;
  /** The rows: ConsoleRow elements of ConsoleCell. */
  children: ReactNode;
}

/**
 * A table of the console (staff, leads, the audit log), a card a row on a phone. Its parts say
 * their table roles outright: a browser may drop them for elements not displayed as a table's.
 */
export function ConsoleTable({ label, columns, dense: isDense = false, bodyRef, children }: ConsoleTableProps) {
  return (
    <TableContainer>
      <Table size="small" role="table" aria-label={label} sx={[cardsOnPhones, isDense && dense]}>
        <TableHead role="rowgroup">
          <TableRow role="row">
            {columns.map((column) => (
              // A hidden name's box is placed in its cell, inside the table's scrolling container, not
              // at the far end of the table on the page (which widened a phone's whole page).
              <TableCell
                key={column.label}
                role="columnheader"
                align={column.align}
                sx={[column.oneLine === true && oneLine, column.hidden === true && { position: 'relative' }]}
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

/** A cell of `column`: named by it on a phone, aligned and kept to one line as its header. */
export function ConsoleCell({ column, sx, ...props }: ComponentProps<typeof TableCell> & { column: ConsoleColumn }) {
  return (
    <TableCell
      role="cell"
      data-label={column.hidden ? undefined : column.label}
      align={column.align}
      sx={[column.oneLine === true && oneLine, ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    />
  );
}
