/**
 * CSV as spreadsheets read it (RFC 4180: fields quoted when needed, quotes doubled, CRLF between
 * records). A cell that a spreadsheet would run as a formula (starting with = + - @, a tab or a
 * carriage return) is prefixed with an apostrophe, so a lead's text can never run in the
 * spreadsheet of the person who opens the export (OWASP's CSV injection advice).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The rows (the first one the header) as CSV text, with a byte-order mark so Excel reads UTF-8. */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
