/**
 * Link and image targets in markdown, so pasted content cannot run script: relative addresses, fragments and
 * the http, https, mailto and tel schemes pass; anything else (`javascript:`, `data:`,
 * `vbscript:`, `file:` …) gives null and the link renders as plain text.
 */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

export function safeUrl(value: string): string | null {
  // Browsers ignore control characters and surrounding spaces in a URL, so an attacker may hide
  // a scheme behind them ("java\tscript:"); judge the address with them removed.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
  const url = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (url === '') return null;
  const colon = url.indexOf(':');
  const firstDelimiter = url.search(/[/?#]/);
  const hasScheme = colon !== -1 && (firstDelimiter === -1 || colon < firstDelimiter);
  if (!hasScheme) return value.trim();
  return SAFE_SCHEMES.has(url.slice(0, colon).toLowerCase()) ? value.trim() : null;
}

/** react-markdown's `urlTransform`: unsafe targets are dropped (the attribute is removed). */
export function markdownUrlTransform(url: string): string | null {
  return safeUrl(url);
}

/** Whether a safe URL leaves the site (absolute http(s) or protocol-relative to another host). */
export function isExternal(url: string, origin: string): boolean {
  if (/^[/\\]{2}/.test(url)) return true;
  if (!/^https?:/i.test(url)) return false;
  try {
    return new URL(url).origin !== origin;
  } catch {
    return true;
  }
}
