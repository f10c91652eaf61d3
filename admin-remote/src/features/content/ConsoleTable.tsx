import { Box, type Theme, visuallyHidden } from '@app/shared-ui/mui';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@app/shared-ui/mui-admin';
import { type ComponentProps, createContext, type ReactNode, type Ref, use } from 'react';

export interface ConsoleColumn {
  label: string;
  /** Named for screen readers only (a column of buttons): on a card its cells have no name before them. */
  hidden?: boolean;
  align?: 'right';
  /** A short value on one line (a date, a number, a button): see `columnWidth`. */
  oneLine?: boolean;
  /** The narrowest, in px, a wrapping column (an address, a message) may be where the rows are a table's. */
  minWidth?: number;
}

/** Below which width a table's rows are cards: a MUI breakpoint's name or a width in em (the theme's unit). */
export type CardsBelow = Parameters<Theme['breakpoints']['down']>[0];

/** The table's `cardsBelow`, for its cells. */
const CardsBelowContext = createContext<CardsBelow>('sm');

/**
 * A column's width where the rows are a table's (from `cardsBelow` up); on a card its cells are
 * lines, which wrap as needed. A one-line column's cells do not wrap, and its width (1 %, which the
 * table's automatic layout widens to the content's) leaves the rest of the table's width to the
 * columns that wrap.
 */
const columnWidth =
  ({ oneLine, minWidth }: ConsoleColumn, below: CardsBelow) =>
  (theme: Theme) => ({
    [theme.breakpoints.up(below)]: { ...(oneLine === true && { whiteSpace: 'nowrap', width: '1%' }), minWidth },
  });

/**
 * Narrower than `below` (on a phone, and for a table of many columns on a tablet too) each row is a
 * card and each cell a line starting with its column's name (its `data-label`), so nothing scrolls
 * sideways and no row is squeezed tall. The header row stays for screen readers, which name a
 * cell's column from it: the generated name has empty alternative text (`/ ""`), so they do not
 * read it twice. Empty cells are left out.
 */
const cards = (below: CardsBelow) => (theme: Theme) => ({
  [theme.breakpoints.down(below)]: {
    display: 'block',
    '& thead': visuallyHidden,
    '& tbody': { display: 'block' },
    '& tbody tr': { display: 'block', py: 1, borderBottom: 1, borderColor: 'divider' },
    '& tbody td': {
      display: 'grid',
      // The names' column a third of a phone's card, and no wider than a long name on a tablet's.
      gridTemplateColumns: 'minmax(5.5rem, min(34%, 11rem)) minmax(0, 1fr)',
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

/** A table of many columns, from `below` up: 12 px each side of a cell instead of MUI's 16, for the columns that wrap. */
const dense = (below: CardsBelow) => (theme: Theme) => ({
  [theme.breakpoints.up(below)]: { '& th, & td': { px: 1.5 } },
});

export interface ConsoleTableProps {
  /** The table's accessible name. */
  label: string;
  columns: readonly ConsoleColumn[];
  /**
   * Below which width the rows are cards (see `cards`): `sm` (600 px), or wider for a table whose
   * columns do not fit a tablet. Measure the narrowest width its table fits in both languages.
   */
  cardsBelow?: CardsBelow;
  /** Narrower cell padding (see `dense`). */
  dense?: boolean;
  bodyRef?: Ref<HTMLTableSectionElement>;
  /** The rows: ConsoleRow elements of ConsoleCell. */
  children: ReactNode;
}

/**
 * A table of the console (staff, leads, the audit log), a card a row below `cardsBelow`. Its parts
 * say their table roles outright: a browser may drop them for elements not displayed as a table's.
 */
export function ConsoleTable({
  label,
  columns,
  cardsBelow = 'sm',
  dense: isDense = false,
  bodyRef,
  children,
}: ConsoleTableProps) {
  return (
    <TableContainer>
      <Table size="small" role="table" aria-label={label} sx={[cards(cardsBelow), isDense && dense(cardsBelow)]}>
        <TableHead role="rowgroup">
          <TableRow role="row">
            {columns.map((column) => (
              // A hidden name's box is placed in its cell, inside the table's scrolling container, not
              // at the far end of the table on the page (which widened a phone's whole page).
              <TableCell
                key={column.label}
                role="columnheader"
                align={column.align}
                sx={[columnWidth(column, cardsBelow), column.hidden === true && { position: 'relative' }]}
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
          <CardsBelowContext value={cardsBelow}>{children}</CardsBelowContext>
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function ConsoleRow(props: ComponentProps<typeof TableRow>) {
  return <TableRow role="row" {...props} />;
}

/** A cell of `column`: named by it on a card, aligned and as wide as its header. */
export function ConsoleCell({ column, sx, ...props }: ComponentProps<typeof TableCell> & { column: ConsoleColumn }) {
  const cardsBelow = use(CardsBelowContext);
  return (
    <TableCell
      role="cell"
      data-label={column.hidden ? undefined : column.label}
      align={column.align}
      sx={[columnWidth(column, cardsBelow), ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    />
  );
}
