/** The per-response Content-Security-Policy: inline scripts and styles allowed by their hashes. */

import { createHash } from 'node:crypto';
import buildPolicy from 'content-security-policy-builder';
import parsePolicy from 'content-security-policy-parser';
import { decodeHTMLAttribute } from 'entities/decode';

/** Firebase Auth's popup helper (gapi), which the shell's policy allows for the admin's sign-in. */
const ADMIN_ONLY_SCRIPT_ORIGIN = 'https://apis.google.com';

/**
 * A rendered page's policy: the shell's `policy` with the page's inline `scripts` and `styles`, and
 * the style attributes in its `body` ('unsafe-hashes'), allowed by hash. Only the admin's sign-in
 * popup loads Google's gapi script: no public page allows it.
 */
export function pagePolicy(policy: string, scripts: string[], styles: string[], body: string): string {
  const directives = parsePolicy(policy);
  // A directive the policy lacks is default-src's sources.
  const sources = (name: string) => directives.get(name) ?? directives.get('default-src') ?? [];
  const attributes = styleAttributes(body).map(cspHash);
  directives.set('script-src', [
    ...sources('script-src').filter((source) => source !== ADMIN_ONLY_SCRIPT_ORIGIN),
    ...scripts.map(cspHash),
  ]);
  directives.set('style-src', [
    ...sources('style-src'),
    ...styles.map(cspHash),
    ...(attributes.length > 0 ? ["'unsafe-hashes'", ...attributes] : []),
  ]);
  return buildPolicy({ directives });
}

/**
 * A CSP source allowing exactly `text` as an inline script or style. Node's hash, at once: Web
 * Crypto's asynchronous digest cost a page about as much as all its hashing (a job and a promise
 * per element).
 */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The values of the `style` attributes in `html` (MUI sets CSS variables on a few elements that
 * way), as the browser reads them. The policy allows exactly these, by hash with 'unsafe-hashes'.
 */
function styleAttributes(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(/\sstyle="([^"]*)"/g), (match) => decodeHTMLAttribute(match[1] ?? '')))];
}
