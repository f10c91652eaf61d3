/** The per-response Content-Security-Policy: inline scripts and styles allowed by their hashes. */

import { createHash } from 'node:crypto';

/**
 * A CSP source allowing exactly `text` as an inline script or style. Node's hash, at once: Web
 * Crypto's asynchronous digest cost a page about as much as all its hashing (a job and a promise
 * per element).
 */
export async function cspHash(text: string): Promise<string> {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** `policy` with `sources` added to `directive` (created from default-src when missing). */
export function addSources(policy: string, directive: string, sources: readonly string[]): string {
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
export function removeSources(policy: string, directive: string, sources: readonly string[]): string {
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
export function styleAttributes(html: string): string[] {
  const values = Array.from(html.matchAll(/\sstyle="([^"]*)"/g), (match) =>
    (match[1] ?? '').replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity),
  );
  return [...new Set(values)];
}
