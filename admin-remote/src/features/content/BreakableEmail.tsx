import { AddressBreaks } from '@app/shared-ui';
import { Box } from '@app/shared-ui/mui';

/**
 * An e-mail address in the console (the staff, leads and audit tables' cells, and wherever else
 * one is shown) that wraps where a toast's does (AddressBreaks: after its `@` and before a dot)
 * when the space is too narrow for it whole, not at the last letter that fits; a part too long for
 * a line of its own wraps anywhere. Without this an address is one unbreakable word: a table's
 * column is at least as wide as its longest address, and a long one made the staff and audit
 * tables scroll sideways (`overflow-wrap: anywhere`, unlike `break-word`, lets the column be
 * narrower than the address).
 */
export function BreakableEmail({ email }: { email: string }) {
  return (
    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
      <AddressBreaks text={email} />
    </Box>
  );
}

/**
 * A `text` that names the address `email` (such as "3 Dec 2026 by anna@example.se" or
 * "anna@example.se (you)"), the address in it breakable as `BreakableEmail`'s; the text as it is
 * when the address is not in it. One element, so a card's cell (ConsoleTable) keeps all of it in
 * its value column: a text beside an element is a grid item of its own there.
 */
export function TextWithEmail({ text, email }: { text: string; email: string }) {
  const at = email ? text.indexOf(email) : -1;
  if (at < 0) return text;
  return (
    <span>
      {text.slice(0, at)}
      <BreakableEmail email={email} />
      {text.slice(at + email.length)}
    </span>
  );
}
