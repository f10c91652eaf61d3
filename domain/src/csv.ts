/**
 * CSV as spreadsheets read it (RFC 4180: fields quoted when needed, quotes doubled, CRLF between
 * records), split at the list separator of the reader's locale (csvSeparator). A cell that a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) is
 * prefixed with an apostrophe, so a lead's text can never run in the spreadsheet of the person who
 * opens the export (OWASP's CSV injection advice).
 */
import type { Language } from './language';

const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * Where a spreadsheet may start a cell inside one of ours: after a semicolon, the list separator
 * Excel opens a .csv with in a Swedish (German, French …) locale, and after a line break; Excel
 * sees quotes only at a cell's start, so ours do not hold either together there. A formula
 * character there (after spaces or quotes) gets an apostrophe ahead of it too (OWASP: "take care
 * of the field separator").
 */
const FORMULA_AFTER_SEPARATOR = /([;\r\n])(?=[\t "]*[=+\-@])/g;

export type CsvSeparator = ',' | ';';

/**
 * What a spreadsheet in `language`'s locale splits a .csv at: Excel takes the system's list
 * separator, a semicolon wherever the decimal separator is a comma (Swedish), and opened a
 * comma-separated export there as one column. Google Sheets and Numbers find either.
 */
export function csvSeparator(language: Language): CsvSeparator {
  return language === 'sv' ? ';' : ',';
}

function csvCell(value: string | number | null, separator: CsvSeparator): string {
  const text = value === null ? '' : String(value).replace(FORMULA_AFTER_SEPARATOR, "$1'");
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /["\r\n]/.test(safe) || safe.includes(separator) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The rows (the first one the header) as CSV text, with a byte-order mark so Excel reads UTF-8. */
export function toCsv(rows: readonly (readonly (string | number | null)[])[], separator: CsvSeparator = ','): string {
  const lines = rows.map((row) => row.map((cell) => csvCell(cell, separator)).join(separator));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
