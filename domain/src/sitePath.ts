/**
 * An address built from a request (a redirect's Location, the link to the same page in the other
 * language) must stay on this site whatever the request held. Browsers read `//host`, `/\host`
 * and `\\host` as another site's address, ignore tabs and newlines inside an address, and resolve
 * `..`, so a path is only safe once it has been taken apart and put together again.
 */

/** Control characters (C0, DEL, C1): never part of a site address, raw or percent-encoded. */
const CONTROL = /\p{Cc}/u;
/** A separator as browsers read one in a path: `/`, and `\` (for http and https addresses). */
const SEPARATOR = /[/\\]/;
/** What a path segment may hold as it is (RFC 3986 `pchar`, without `%`); the rest is encoded. */
const SEGMENT_ENCODED = /[^A-Za-z0-9\-._~!$&'()*+,;=:@]/gu;
/** What a query or fragment may hold as it is: printable ASCII (existing `%XX` stay as they are). */
const QUERY_ENCODED = /[^\u0021-\u007e]/gu;

const encode = (character: string) => encodeURIComponent(character);

/**
 * `input` (a path on this site, possibly with query and fragment) as a path that cannot leave the
 * site: one leading `/`, then non-empty segments. The path is read as a browser would, and more
 * strictly: percent-encoding decoded (so `%2F` and `%5C` are separators too), `\` a separator,
 * empty segments dropped (`//`, `/\`), `.` and `..` resolved without climbing above the root, each
 * segment encoded again. The query and fragment are kept, with whatever is not printable ASCII
 * percent-encoded. Null, refused, when `input` does not start with a slash (a relative or absolute
 * URL is no site path), holds a control character (raw anywhere, or percent-encoded in the path:
 * tab, newline, NUL …) or malformed percent-encoding in the path.
 *
 * The result is its own fixed point, so `safeSitePath(path) === path` tells whether `path` was
 * already in this form (canonical), which is what decides whether a redirect to it may be cached.
 */
export function safeSitePath(input: string): string | null {
  if (CONTROL.test(input) || !SEPARATOR.test(input.charAt(0))) return null;
  const end = input.search(/[?#]/);
  const path = end === -1 ? input : input.slice(0, end);
  const rest = end === -1 ? '' : input.slice(end);
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (CONTROL.test(decoded)) return null;
  const segments: string[] = [];
  for (const segment of decoded.split(SEPARATOR)) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  const trailingSlash = segments.length > 0 && SEPARATOR.test(decoded.charAt(decoded.length - 1));
  try {
    const encoded = segments.map((segment) => segment.replace(SEGMENT_ENCODED, encode));
    return `/${encoded.join('/')}${trailingSlash ? '/' : ''}${rest.replace(QUERY_ENCODED, encode)}`;
  } catch {
    // A lone surrogate, which has no UTF-8 form.
    return null;
  }
}

/** One percent-encoded octet, its two hexadecimal digits captured. */
const ESCAPE = /%([0-9A-Fa-f]{2})/g;
/** RFC 3986's unreserved characters: their encoded and plain spellings are the same address. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
/** An encoded `%`: a cache that decodes twice (or a visitor who copied an encoded link) folds it too. */
const ENCODED_PERCENT = /%25/;

/**
 * The one spelling of the path `path` (as sent, percent-encoded) under RFC 3986's normalisation
 * (6.2.2.1, 6.2.2.2): an encoded unreserved character decoded (`/bl%6Fg` is `/blog`), every other
 * escape's hexadecimal digits in upper case (`caf%c3%a9` is `caf%C3%A9`). Nothing else changes: an
 * encoded reserved character (`%2F`, `%25`) names something else than the plain one, and a broken
 * escape (`%zz`) is left for safeSitePath to refuse. Another spelling of a page moves to this one,
 * as a CDN may fold the two into one copy (shell/src/server/render.tsx, functions' contentList).
 */
export function normalizedPathSpelling(path: string): string {
  return path.replace(ESCAPE, (octet, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : octet.toUpperCase();
  });
}

/**
 * Whether a cache may fold the path `path` (as sent) into another address: it is not its
 * {@link normalizedPathSpelling}, or it holds an encoded `%` (`/%2573v`). What such a spelling
 * answers (a redirect, a 404) is kept by no shared cache, or one address's copy would answer another.
 */
export function isFoldableSpelling(path: string): boolean {
  return normalizedPathSpelling(path) !== path || ENCODED_PERCENT.test(path);
}

/**
 * The request target `url` (path and query, as the request line has them) as an address on the
 * site. Parsed against a base, `//host/x` would be another host's address; here it is a path.
 */
export function requestAddress(url: string): URL {
  return new URL(`http://site.invalid${url.startsWith('/') ? '' : '/'}${url}`);
}
