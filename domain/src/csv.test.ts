import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header and rows with CRLF, quoting only what needs it, and a BOM for Excel', () => {
    expect(
      toCsv([
        ['Kind', 'E-mail'],
        ['contact', 'anna@example.se'],
      ]),
    ).toBe('\uFEFFKind,E-mail\r\ncontact,anna@example.se\r\n');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(toCsv([['a,b', 'say "hej"', 'line 1\nline 2', null, 3]])).toBe(
      '\uFEFF"a,b","say ""hej""","line 1\nline 2",,3\r\n',
    );
  });

  it('never lets a cell run as a spreadsheet formula', () => {
    expect(toCsv([['=HYPERLINK("http://evil.example")', '+1', '-2', '@SUM(A1)', '\tx', 'plain']])).toBe(
      `\uFEFF"'=HYPERLINK(""http://evil.example"")",'+1,'-2,'@SUM(A1),'\tx,plain\r\n`,
    );
  });
});
