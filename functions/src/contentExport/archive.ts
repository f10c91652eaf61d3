/**
 * What the console's content export answers besides the archive itself: the archive's name, the
 * caller's ID token from the request, and the refusals in the callable protocol's error format.
 */
import type { HttpsError } from 'firebase-functions/https';

/**
 * The archive's name, and its folder's inside it: the site (its host), the project and the time
 * (UTC, to the second), e.g. `www.example.com-content-my-project-20261207T110502Z`. The CLI's
 * default folder is `content-export-<project>-<time>`; the console's starts with the site, since
 * an admin downloads it next to other sites' files.
 */
export function archiveName(siteUrl: string | null, project: string, at: Date): string {
  let site = 'site';
  if (siteUrl) {
    try {
      site = new URL(siteUrl).host.replace(/[^A-Za-z0-9.-]/g, '-');
    } catch {
      // Not a URL (config.ts refuses one): the generic word.
    }
  }
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${site}-content-${project}-${stamp}`;
}

/** The ID token of an `Authorization: Bearer <token>` header, or null when there is none. */
export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

/** A refusal as the callable protocol words it (`{ error: { status, message, details } }`) and its HTTP status. */
export function refusal(error: HttpsError): { status: number; body: unknown } {
  return { status: error.httpErrorCode.status, body: { error: error.toJSON() } };
}
