/**
 * The site's e-mail rule: an address is non-space text, an at sign, non-space text, a dot and
 * non-space text. Deliberately loose (the receiving automation does the real checking).
 */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

/** The same rule as an input's `pattern` attribute (which the browser anchors itself). */
export const EMAIL_INPUT_PATTERN = EMAIL_PATTERN.source.slice(1, -1);

/** RFC 5321 caps a forward path at 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Whether `value` (ignoring surrounding spaces) is an e-mail address by that rule, within the
 * length limit.
 */
export function isValidEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
}
