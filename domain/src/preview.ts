/**
 * Preview links (Firestore `preview_links`, one document per link, its id the token): staff share
 * a draft or scheduled post or case study, as visitors will see it, at `/preview/<token>` (and
 * `/sv/preview/<token>`). A link is made and revoked only by the functions (createPreviewLink,
 * revokePreviewLink); the server render resolves it with the Admin SDK, since visitors may read
 * only published content. It shows one item, the saved one, until it expires or is revoked.
 */
import { BLOG_TYPE, CASE_STUDY_TYPE } from './contentType';
import type { PublicBlog, PublicCaseStudy } from './publicContent';
import { safeSitePath } from './sitePath';

export const PREVIEW_LINKS_COLLECTION = 'preview_links';

/** The collections whose items can be previewed. */
export const PREVIEW_COLLECTIONS = [BLOG_TYPE.collection, CASE_STUDY_TYPE.collection] as const;
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number];

export function isPreviewCollection(value: unknown): value is PreviewCollection {
  return typeof value === 'string' && (PREVIEW_COLLECTIONS as readonly string[]).includes(value);
}

/** How long a new link works unless the staff member chooses otherwise, and the longest allowed. */
export const PREVIEW_DEFAULT_DAYS = 7;
export const PREVIEW_MAX_DAYS = 30;

/**
 * The most links to one item that work at the same time (createPreviewLink refuses another until
 * one is revoked or expires). A link is for one reviewer or a few, so 20 covers a large review
 * round with a link each; every link is a secret that opens the draft to whoever holds it, so a
 * cap bounds how many such secrets exist per draft, and a staff account (or a script with its
 * token) cannot fill the collection, or the editor's list of the item's links, without end.
 */
export const PREVIEW_MAX_ACTIVE_LINKS = 20;

/** What createPreviewLink's refusal at the cap carries (`failed-precondition`), for the console to say why. */
export const PREVIEW_LINK_CAP_REASON = 'link-cap';

/** The site path of the preview pages (a router pattern; the language prefix comes on top). */
export const PREVIEW_ROUTE_PATTERN = '/preview/:token';
/** The pattern as the site's router matches it (React Router's matchPath): trailing slashes too. */
const PREVIEW_PATH = /^\/preview\/([^/]+)\/*$/;

/**
 * A token: 32 random bytes, base64url without padding (43 characters). Never `__…__`, an id
 * Firestore reserves and refuses to read (32 random bytes never end in `_` anyway).
 */
const TOKEN = /^(?!__.*__$)[A-Za-z0-9_-]{43}$/;

export function isPreviewToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN.test(value);
}

/** The site path of a link (without the language: `/sv` comes in front for Swedish). */
export function previewPath(token: string): string {
  return `/preview/${token}`;
}

/**
 * Whether `path` (a site path without `/sv`) is a preview address, and its token if it is a
 * well-formed one (null for a malformed token: still a preview address, answered 404).
 */
export function matchPreviewPath(path: string): { token: string | null } | null {
  const match = PREVIEW_PATH.exec(path);
  if (!match) return null;
  const token = match[1] ?? '';
  return { token: isPreviewToken(token) ? token : null };
}

/**
 * A preview address as the router reads it whatever its spelling: `preview` in any case (the
 * site's router ignores case), the token, trailing slashes, and a static site's `.html` or
 * `/index.html` after it.
 */
const PREVIEW_SPELLING = /^\/preview\/([^/]+?)(?:\/*|(?:\/index)?\.html)$/i;

/**
 * The link's own address (`/preview/<token>`) when `path` (a site path without `/sv`) is another
 * spelling of it: another case (`/Preview/…`, `/PREVIEW/…`), percent-encoded letters, a trailing
 * slash, `.html`. Null for the link's own address and for any other path. Hosting's headers
 * (scripts/hosting/headers.mjs) are written for the link's address and the server answers only
 * there, so every other spelling is moved to it, its token as it came (a token's case is part of it).
 */
export function previewVariantPath(path: string): string | null {
  // `preview` percent-encoded too (`/Pr%65view/…`), which the router decodes; the token as it came.
  const [, first = '', ...rest] = path.split('/');
  let decoded = first;
  try {
    decoded = decodeURIComponent(first);
  } catch {
    // Broken percent-encoding: no preview address.
  }
  const match = PREVIEW_SPELLING.exec(['', decoded, ...rest].join('/'));
  if (!match) return null;
  const own = previewPath(match[1] ?? '');
  return own === path ? null : own;
}

/** A path segment naming the preview pages, in any case (the site's router ignores case). */
const PREVIEW_SEGMENT = /^preview$/i;
/** In an address that is no site path: `preview`, its separators, and what follows up to the next one. */
const RAW_PREVIEW = /((?:^|[/\\]|%2f|%5c)preview(?:[/\\]|%2f|%5c)+)[^/\\?#\s"]*/gi;
/** What a log says instead of a preview link's token. */
export const REDACTED_TOKEN = '…';

/** `site` (safeSitePath's form) with every path segment after a `preview` one replaced by `replace(segment)`. */
function mapPreviewSegments(site: string, replace: (segment: string) => string): string {
  const end = site.search(/[?#]/);
  const path = end === -1 ? site : site.slice(0, end);
  const segments = path.split('/');
  const mapped = segments.map((segment, index) =>
    index > 0 && PREVIEW_SEGMENT.test(segments[index - 1] ?? '') ? replace(segment) : segment,
  );
  return `${mapped.join('/')}${end === -1 ? '' : site.slice(end)}`;
}

/**
 * `url` (a request's path and query) as a log may carry it: a preview link's token, which opens
 * its draft to whoever has it, replaced by `…` (`/sv/preview/…`), in whatever form the address
 * spelt it (`//Preview/<token>/`, `%2F`). Any other address is logged as it came.
 */
export function loggableAddress(url: string): string {
  const site = safeSitePath(url);
  let previews = false;
  const redacted =
    site === null
      ? url
      : mapPreviewSegments(site, () => {
          previews = true;
          return REDACTED_TOKEN;
        });
  // The token anywhere else in it too (`?back=<token>`).
  return withoutPreviewTokens((previews ? redacted : url).replace(RAW_PREVIEW, `$1${REDACTED_TOKEN}`), url);
}

/**
 * `text` (an error, a query's key) logged about a request for `url`, with every preview token
 * the address carries replaced by `…`: a failed read can name the link's document.
 */
export function withoutPreviewTokens(text: string, url: string): string {
  const site = safeSitePath(url);
  const tokens: string[] = [];
  if (site !== null) {
    mapPreviewSegments(site, (segment) => {
      const token = decodeURIComponent(segment);
      if (isPreviewToken(token)) tokens.push(token);
      return segment;
    });
  }
  return tokens.reduce((redacted, token) => redacted.replaceAll(token, REDACTED_TOKEN), text);
}

/** The item a link shows, as stored now: what its public page shows of it (publicContent.ts). */
export type PreviewContent =
  | { collection: 'blogs'; item: PublicBlog }
  | { collection: 'case_studies'; item: PublicCaseStudy };

/**
 * The TanStack Query key the server render fills with a link's item (or null when the link does
 * not work) before rendering the preview page, which reads it.
 */
export function previewQueryKey(token: string): readonly ['preview', string] {
  return ['preview', token];
}

/** A stored link as the console lists it. */
export interface PreviewLink {
  token: string;
  collection: PreviewCollection;
  itemId: string;
  /** The account id of the member of staff who made it: a writer may revoke only their own links. */
  createdBy: string | null;
  createdByEmail: string | null;
  createdAt: Date | null;
  expiresAt: Date;
  revokedAt: Date | null;
}

/** Whether `link` still opens its item at `now`. */
export function isPreviewLinkActive(link: Pick<PreviewLink, 'expiresAt' | 'revokedAt'>, now = new Date()): boolean {
  return link.revokedAt === null && link.expiresAt.getTime() > now.getTime();
}

/** What createPreviewLink is sent: the item, and for how many days the link works. */
export interface CreatePreviewLinkRequest {
  collection: PreviewCollection;
  id: string;
  days?: number;
}

/** What createPreviewLink answers. */
export interface CreatePreviewLinkResult {
  token: string;
  expiresAt: string;
}

export interface RevokePreviewLinkRequest {
  token: string;
}

export interface RevokePreviewLinkResult {
  revoked: boolean;
}

/**
 * What a log line says of a request for `url` that failed with `error`: the address and the error's
 * text (its stack where it has one), neither with a preview link's token.
 */
export function loggableFailure(url: string, error: unknown): { url: string; error: string } {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return { url: loggableAddress(url), error: withoutPreviewTokens(text, url) };
}
