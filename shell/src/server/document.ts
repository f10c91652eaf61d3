/**
 * A server-rendered page's document, made from the shell's own page (app.html) with the page's
 * language, head tags, styles and content filled in. The apps' scripts are listed, not loaded: the
 * boot script starts them on the first interaction (boot.ts).
 */
import { type Language, scriptJson } from '@app/domain';
import { SERVER_DATA_ELEMENT_ID, type ServerData } from '@app/platform';
import { APP_SCRIPTS_ELEMENT_ID } from '../hydration';

export interface DocumentParts {
  /** The page's language (its `lang`): one of LANGUAGES by its type, as languageOfPath gives it. */
  language: Language;
  /** Title, meta, link and JSON-LD tags of the page. */
  head: string;
  /** <style> elements with the page's styles. */
  styles: string;
  /** Inline script run before the first paint (the colour scheme), without its <script> tags. */
  colorSchemeScript: string;
  /** The boot script (boot.ts), without its <script> tags. */
  bootScript: string;
  /** The rendered app, the content of #root. */
  body: string;
  serverData: ServerData;
}

const SCRIPT_TAG = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/g;

/** The addresses of the scripts the shell's page loads, in order. */
function appScripts(template: string): string[] {
  return Array.from(template.matchAll(SCRIPT_TAG), (match) => match[1] ?? '').filter(Boolean);
}

export function buildDocument(template: string, parts: DocumentParts): string {
  const scripts = appScripts(template);
  const withoutScripts = template.replace(SCRIPT_TAG, '');
  const replaceOnce = (html: string, pattern: RegExp, by: string, what: string) => {
    if (!pattern.test(html)) throw new Error(`The shell's page has no ${what}`);
    return html.replace(pattern, () => by);
  };
  let html = replaceOnce(withoutScripts, /<html\b[^>]*>/, `<html lang="${parts.language}">`, '<html> element');
  html = html.replace(/<title>[^<]*<\/title>\s*/, '');
  html = replaceOnce(
    html,
    /<\/head>/,
    [
      `<script>${parts.colorSchemeScript}</script>`,
      parts.head,
      parts.styles,
      `<script>${parts.bootScript}</script>`,
      '</head>',
    ].join('\n'),
    '</head>',
  );
  html = replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${parts.body}</div>`, 'empty #root element');
  return replaceOnce(
    html,
    /<\/body>/,
    `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${scriptJson(parts.serverData)}</script>` +
      `<script type="application/json" id="${APP_SCRIPTS_ELEMENT_ID}">${scriptJson(scripts)}</script>\n</body>`,
    '</body>',
  );
}
