/**
 * The interface between the shell's server (shell/src/server, built by Rspack into
 * lib/shell-server.cjs) and the `renderPage` function that runs it (functions/src/render), declared
 * once, here, where both read it: the function is an HTTP adapter of `handle`. Types, and how long
 * the server reuses what it fetched (which `pnpm cdn:clear` waits out after a deploy).
 */
import type { FormFailure } from './forms';
import type { PreviewContent } from './preview';
import { languageOfPath } from './routes';
import type { UnsubscribeView } from './unsubscribe';

/**
 * How long the shell's server, in production, reuses what it fetched from the shell's Hosting site
 * (app.html, app-config.json, the site remote's ssr/manifest.json). For this long after a deploy of
 * the shell or the site remote, pages are still rendered from the files deployed before; the CDN
 * keeps such a page for hours unless it is cleared after this time (scripts/cdn/clear.ts).
 */
export const SHELL_FILES_REUSE_MS = 30_000;

/**
 * The plain-text answer (503) when not even the browser-rendered page can be sent, in the language
 * of the address asked for (`/sv/…` Swedish, else English): the shell's server's and renderPage's.
 */
export function unavailableText(pathname: string): string {
  return languageOfPath(pathname).language === 'sv'
    ? 'Tillfälligt otillgänglig. Försök igen om en stund.\n'
    : 'Temporarily unavailable; try again shortly.\n';
}

/** What a render hands the page's lead forms: their token, and the plain post it answers, if refused. */
export interface PageForms {
  /** The signed token this page's lead forms carry (a fresh one per render; see @app/platform's forms). */
  formToken: string;
  /** The plain form post this render answers, when the server refused it: shown with what was typed. */
  formFailure?: FormFailure | null;
}

/** What a request is answered with besides itself: where the shell's site is, and the page's forms. */
export interface HandleContext extends PageForms {
  /** The shell's Hosting site (SITE_URL) whose files the page is rendered with; null when none is set. */
  siteUrl: string | null;
  /**
   * The local emulator: fetched files are not reused (a rebuild shows at once), and a page is
   * rendered with the local Hosting site the request came through (X-Forwarded-Host).
   */
  emulated?: boolean;
  /**
   * The item a preview link shows (`/preview/<token>`, `/sv/preview/<token>`), or null when the
   * link does not work (unknown, expired, revoked, its item gone). The caller reads it with the
   * Admin SDK, since visitors may read only published content; without it no preview works.
   */
  loadPreview?: ((token: string) => Promise<PreviewContent | null>) | undefined;
  /**
   * The newsletter subscription an unsubscribe token names (`/unsubscribe?token=…`), or null when
   * the token does not work (forged, unknown, its lead erased). The caller checks the token and
   * reads the lead with the Admin SDK (visitors read no leads); without it every token is refused.
   */
  loadUnsubscribe?: ((token: string) => Promise<UnsubscribeView | null>) | undefined;
}

/** What the shell's server bundle (lib/shell-server.cjs) exports. */
export interface ShellServer {
  /**
   * The answer to a request for an address of the shell's site (GET, HEAD, or a lead form's post
   * answered with its page again, `formFailure`).
   */
  handle(request: Request, context: HandleContext): Promise<Response>;
  /**
   * Fetches and loads what a page is rendered with (the shell's page, the configuration, the site
   * remote's server container) from the shell site at `siteUrl`, ahead of the first request: a
   * new instance calls it when it starts. Never rejects; the first request fetches again what failed.
   */
  prepare(siteUrl: string): Promise<void>;
}
