import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddressBreaks } from './AddressBreaks';

const html = (text: string) => render(<p>{<AddressBreaks text={text} />}</p>).container.querySelector('p')?.innerHTML;

describe('AddressBreaks', () => {
  it('breaks an address after its @ and before its dots, and leaves the rest of the text as it was', () => {
    expect(html('Invited anna.lind@example.co.uk (writer).')).toBe(
      'Invited anna<wbr>.lind@<wbr>example<wbr>.co<wbr>.uk (writer).',
    );
  });

  it('keeps the punctuation around an address outside it', () => {
    expect(html('“a@b.se”, c@d.se.')).toBe('“a@<wbr>b<wbr>.se”, c@<wbr>d<wbr>.se.');
  });

  it('leaves a text without an address untouched, an @ on its own included', () => {
    expect(html('Meet @ noon. Done.')).toBe('Meet @ noon. Done.');
  });

  it('reads as the text it is', () => {
    const text = 'Leadet från first.last@some-long-company-domain.se nådde automationen.';
    const { container } = render(<AddressBreaks text={text} />);
    expect(container.textContent).toBe(text);
  });
});
