import { describe, expect, it } from 'vitest';
import { csvSeparator, toCsv } from './csv';

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

  it('splits at a semicolon for a Swedish reader, quoting the cells that hold one', () => {
    expect(csvSeparator('sv')).toBe(';');
    expect(csvSeparator('en')).toBe(',');
    expect(
      toCsv(
        [
          ['Typ', 'Meddelande'],
          ['kontakt', 'Hej, vi ses; tack'],
          ['a,b', 3],
        ],
        ';',
      ),
    ).toBe('\uFEFFTyp;Meddelande\r\nkontakt;"Hej, vi ses; tack"\r\na,b;3\r\n');
  });

  it('never lets a cell run as a spreadsheet formula', () => {
    expect(toCsv([['=HYPERLINK("http://evil.example")', '+1', '-2', '@SUM(A1)', '\tx', 'plain']])).toBe(
      `\uFEFF"'=HYPERLINK(""http://evil.example"")",'+1,'-2,'@SUM(A1),'\tx,plain\r\n`,
    );
  });

  it('never lets a part of a cell run as a formula where a spreadsheet starts a cell: after a semicolon or a line break', () => {
    // Excel in a Swedish (or German, French …) locale opens a .csv split at `;`, its list
    // separator, and sees quotes only at the start of a cell: `;=…` in a lead's text starts a cell
    // of its own, and a line break a row, whatever the comma-separated quoting says.
    const hostile = [
      "Hej;=cmd|' /C calc'!A0;",
      'x;+HYPERLINK(CHAR(104)&CHAR(116));',
      'anna;-2+3@example.se',
      'a; @SUM(A1);b',
      'say;"=1+1";',
      'line 1\n=WEBSERVICE(A1)',
      'line 1\r\n-1+1',
      'line 1\n\t"-1',
    ];
    const csv = toCsv([['E-mail', 'Message'], ...hostile.map((text) => [text, text])]);
    const cells = csv.slice(1).split(/[;\r\n]/);
    const formulas = cells.filter((cell) => /^[=+\-@]/.test(cell.replace(/^[\s"]+/, '')));
    expect(formulas).toEqual([]);
    // Nothing else changes: the text is all there, an apostrophe ahead of each would-be formula.
    expect(toCsv([['Hej;=1+1; Tack', 'rad 1\n-2 och ;-)']])).toBe(`\uFEFFHej;'=1+1; Tack,"rad 1\n'-2 och ;'-)"\r\n`);
  });
});
