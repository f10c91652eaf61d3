// The parts of js-binary-schema-parser (no types of its own) that images.ts uses, as its README documents them.
declare module 'js-binary-schema-parser' {
  /** The bytes of `stream` read by `schema`, as plain objects. */
  export function parse(stream: unknown, schema: unknown): unknown;
}

declare module 'js-binary-schema-parser/lib/parsers/uint8.js' {
  /** A stream over the bytes, for `parse`. */
  export function buildStream(data: Uint8Array): unknown;
}

declare module 'js-binary-schema-parser/lib/schemas/gif.js' {
  /** The GIF format's schema: a header, a screen descriptor and the blocks (`frames`). */
  const gif: unknown;
  export default gif;
}
