/** The per-response Content-Security-Policy: inline scripts and styles allowed by their hashes. */

import { createHash } from 'node:crypto';

/** Firebase Auth's popup helper (gapi), which the shell's policy allows for the admin's sign-in. */
const ADMIN_ONLY_SCRIPT_ORIGIN = 'https://apis.google.com';

/**
 * A rendered page's policy: the shell's `policy` with the page's inline `scripts` and `styles`, and
 * the style attributes in its `body` ('unsafe-hashes'), allowed by hash. Only the admin's sign-in
 * popup loads Google's gapi script: no public page allows it.
 */
export async function pagePolicy(policy: string, scripts: string[], styles: string[], body: string): Promise<string> {
  const hashes = (texts: string[]) => Promise.all(texts.map(cspHash));
  let page = removeSources(policy, 'script-src', [ADMIN_ONLY_SCRIPT_ORIGIN]);
  page = addSources(page, 'script-src', await hashes(scripts));
  page = addSources(page, 'style-src', await hashes(styles));
  const attributes = styleAttributes(body);
  return attributes.length > 0
    ? addSources(page, 'style-src', ["'unsafe-hashes'", ...(await hashes(attributes))])
    : page;
}

/**
 * A CSP source allowing exactly `text` as an inline script or style. Node's hash, at once: Web
 * Crypto's asynchronous digest cost a page about as much as all its hashing (a job and a promise
 * per element).
 */
export async function cspHash(text: string): Promise<string> {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** `policy` with `sources` added to `directive` (created from default-src when missing). */
function addSources(policy: string, directive: string, sources: readonly string[]): string {
  const directives = policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const index = directives.findIndex((part) => part.split(/\s+/)[0] === directive);
  if (index >= 0) {
    directives[index] = [directives[index], ...sources].join(' ');
  } else {
    const fallback = directives.find((part) => part.split(/\s+/)[0] === 'default-src');
    directives.push([directive, ...(fallback ? fallback.split(/\s+/).slice(1) : []), ...sources].join(' '));
  }
  return directives.join('; ');
}

/** `policy` without `sources` in `directive` (the other directives as they are). */
function removeSources(policy: string, directive: string, sources: readonly string[]): string {
  return policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name, ...values] = part.split(/\s+/);
      return name === directive ? [name, ...values.filter((value) => !sources.includes(value))].join(' ') : part;
    })
    .join('; ');
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * The values of the `style` attributes in `html` (MUI sets CSS variables on a few elements that
 * way), as the browser reads them. The policy allows exactly these, by hash with 'unsafe-hashes'.
 */
function styleAttributes(html: string): string[] {
  const values = Array.from(html.matchAll(/\sstyle="([^"]*)"/g), (match) =>
    (match[1] ?? '').replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity),
  );
  return [...new Set(values)];
}
