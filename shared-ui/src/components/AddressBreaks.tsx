import { Fragment, type ReactNode } from 'react';

/**
 * An e-mail address in running text: a run without spaces holding an `@`, ending at a letter or a
 * digit (so the sentence's own full stop, comma or bracket is not part of it).
 */
const ADDRESS = /[^\s@<>()[\]"'“”‘’,;:]+@[^\s@<>()[\]"'“”‘’,;:]*[\p{L}\p{N}]/gu;

/**
 * `text` with a line-break opportunity (`<wbr>`) in each e-mail address it names: after the `@` and
 * before each dot, as the style guides break addresses (a line never ends in a dot that reads as a
 * full stop). Without them an address is one long word, which a phone's narrow toast or cell
 * breaks wherever its last letter that fits falls (`overflow-wrap`, the last resort, still breaks a
 * part too long for a line of its own). The text reads, copies and searches as it was.
 */
export function AddressBreaks({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(ADDRESS)) {
    parts.push(text.slice(from, match.index));
    const address = match[0];
    const at = address.indexOf('@');
    const local = splitBeforeDots(address.slice(0, at));
    const pieces = [...local.slice(0, -1), `${local.at(-1) ?? ''}@`, ...splitBeforeDots(address.slice(at + 1))];
    parts.push(
      <Fragment key={match.index}>
        {pieces.map((piece, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed address, never reordered
          <Fragment key={index}>
            {index > 0 && <wbr />}
            {piece}
          </Fragment>
        ))}
      </Fragment>,
    );
    from = match.index + address.length;
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(from));
  return parts;
}

/** `first.last` as `first`, `.last`: each dot starts the piece after the break. */
function splitBeforeDots(part: string): string[] {
  return part.split(/(?=\.)/u).filter((piece) => piece !== '');
}
