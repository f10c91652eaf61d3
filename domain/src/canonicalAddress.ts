/**
 * What the server decides from an address alone, before any page is looked at: whether it moves to
 * its page's own (canonical) address, and whether what it answers is for the address's holder only.
 */
import { isLanguage, type Language } from './language';
import { matchPreviewPath, previewVariantPath } from './preview';
import { languageOfPath, localizedPath } from './routes';
import { safeSitePath } from './sitePath';
import { isUnsubscribeVariant, matchUnsubscribePath, UNSUBSCRIBE_PATH, UNSUBSCRIBE_TOKEN_PARAM } from './unsubscribe';

/** The query parameter of the site's former language addresses (`/blog?lang=sv`). */
const LANGUAGE_PARAM = 'lang';

/** A static site's page address: `/about.html`, a folder's `/blog/index.html`. */
const OLD_PAGE = /(?:\/index)?\.html$/;

/**
 * The page a moved address names: without `.html` and trailing slashes; a static site's home
 * (`/index.html`) is the home page's own path, `/`. A path of slashes only (`/sv//`: a hostile
 * spelling) is the empty path, no page's own, so its redirect is not kept by a shared cache.
 */
function pageOf(path: string): string {
  const page = path.replace(OLD_PAGE, '').replace(/\/+$/, '');
  return page === '' && OLD_PAGE.test(path) ? '/' : page;
}

/**
 * Where the address `pathname` + `search` moves for good (a site path with its query, and the
 * language it is in), or null when it is its page's own. English is at the path, Swedish under
 * `/sv/`: the former `?lang=` addresses, a bare `/sv` and `/SV/` move there, a page's address with
 * a trailing slash (`/blog/`) or a static site's `.html` (`/about.html`, `/sv/index.html`: links to
 * a site this one replaced) to the one without, and the unsubscribe page's and a preview link's
 * other spellings (isUnsubscribeVariant, previewVariantPath) to the page. The query goes along,
 * without `lang`. A redirect to a page's own address (`/about.html` to `/about`, `/index.html` to
 * `/`) may be kept by the CDN as the page is; one whose path had to be repaired may not (render.tsx).
 */
export function movedAddress(pathname: string, search: string): { path: string; language: Language } | null {
  const { language, path } = languageOfPath(pathname);
  const params = new URLSearchParams(search);
  const asked = params.get(LANGUAGE_PARAM);
  const unsubscribe = isUnsubscribeVariant(path);
  const previewLink = previewVariantPath(path);
  const moved = unsubscribe || previewLink !== null || (path.length > 1 && (path.endsWith('/') || OLD_PAGE.test(path)));
  if (!isLanguage(asked) && !moved && (language === 'en' || pathname.startsWith('/sv/'))) return null;
  params.delete(LANGUAGE_PARAM);
  const page = unsubscribe ? UNSUBSCRIBE_PATH : (previewLink ?? (moved ? pageOf(path) : path));
  return { path: params.size > 0 ? `${page}?${params}` : page, language: isLanguage(asked) ? asked : language };
}

/**
 * The unsubscribe page's own address (`/sv/unsubscribe?token=…`, a site path with its query) when
 * `pathname` + `search` is it or any spelling that moves to it (movedAddress: another case, `.html`,
 * percent-encoded letters or language, `?lang=`); else null. A POST is answered there, not moved:
 * a mail client's one-click unsubscribe (RFC 8058) follows no redirect.
 */
export function unsubscribePageAddress(pathname: string, search: string): string | null {
  const own = languageOfPath(pathname);
  const { language, path } = movedAddress(pathname, search) ?? { language: own.language, path: `${own.path}${search}` };
  const end = path.indexOf('?');
  if (!matchUnsubscribePath(end === -1 ? path : path.slice(0, end))) return null;
  const query = end === -1 ? '' : path.slice(end);
  return localizedPath(`${UNSUBSCRIBE_PATH}${query}`, language);
}

/**
 * Whether what `path` (a site path without `/sv`, with its query) answers is for its holder only: a
 * preview link's page names its token, the unsubscribe page its subscriber's, and so does any
 * address with `?token=` (whatever it answers: a page, a 404 at a mistyped address, a redirect).
 */
export function isPrivateAddress(path: string): boolean {
  const end = path.indexOf('?');
  const pathname = end === -1 ? path : path.slice(0, end);
  const query = end === -1 ? '' : path.slice(end);
  return (
    matchPreviewPath(safeSitePath(pathname) ?? pathname) !== null ||
    matchUnsubscribePath(pathname) ||
    new URLSearchParams(query).has(UNSUBSCRIBE_TOKEN_PARAM)
  );
}
