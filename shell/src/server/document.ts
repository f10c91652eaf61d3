/**
 * The HTML document of a server-rendered page, made from the shell's own page (app.html, the
 * document its build writes for the browser-rendered admin): the same head defaults and scripts,
 * with the page's language, head tags, critical styles and content filled in. The apps' scripts
 * are not started by the document but by the boot script, on the first interaction (boot.ts).
 */
import { LANGUAGES, type Language } from '@app/domain';
import { SERVER_DATA_ELEMENT_ID, type ServerData } from '@app/platform';
import { APP_SCRIPTS_ELEMENT_ID } from '../hydration';

export interface DocumentParts {
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

/** JSON safe inside a <script> element: nothing in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The addresses of the scripts the shell's page loads, in order. */
export function appScripts(template: string): string[] {
  return Array.from(template.matchAll(SCRIPT_TAG), (match) => match[1] ?? '').filter(Boolean);
}

/** The shell's page cut where a page's parts go, its app scripts' addresses taken out as JSON. */
interface TemplateCut {
  /** Up to `<html`, then from the rest of its tag to where the head's additions go. */
  beforeLanguage: string;
  beforeHeadEnd: string;
  /** From `</head>` to the inside of the empty #root element. */
  beforeBody: string;
  /** From the end of #root to where the data scripts go, and from `</body>` on. */
  beforeBodyEnd: string;
  afterBodyEnd: string;
  scriptsJson: string;
}

let lastCut: { template: string; cut: TemplateCut } | null = null;

/**
 * `template` cut once for all the pages made from it (it changes only with a deploy of the shell):
 * its scripts out (the boot script loads them), its title out (each page has its own).
 */
function cutTemplate(template: string): TemplateCut {
  if (lastCut?.template === template) return lastCut.cut;
  let html = template.replace(SCRIPT_TAG, '').replace(/<title>[^<]*<\/title>\s*/, '');
  const cutAt = (pattern: RegExp, what: string): [string, string] => {
    const match = pattern.exec(html);
    if (!match) throw new Error(`The shell's page has no ${what}`);
    const before = html.slice(0, match.index);
    html = html.slice(match.index + match[0].length);
    return [before, match[0]];
  };
  const [beforeLanguage] = cutAt(/<html\b[^>]*>/, '<html> element');
  const [beforeHeadEnd] = cutAt(/<\/head>/, '</head>');
  const [beforeBody] = cutAt(/<div id="root"><\/div>/, 'empty #root element');
  const [beforeBodyEnd] = cutAt(/<\/body>/, '</body>');
  const cut = {
    beforeLanguage,
    beforeHeadEnd,
    beforeBody,
    beforeBodyEnd,
    afterBodyEnd: html,
    scriptsJson: scriptJson(appScripts(template)),
  };
  lastCut = { template, cut };
  return cut;
}

export function buildDocument(template: string, parts: DocumentParts): string {
  if (!LANGUAGES.includes(parts.language)) throw new Error(`Unknown language ${parts.language}`);
  const cut = cutTemplate(template);
  return [
    cut.beforeLanguage,
    `<html lang="${parts.language}">`,
    cut.beforeHeadEnd,
    `<script>${parts.colorSchemeScript}</script>`,
    '\n',
    parts.head,
    '\n',
    parts.styles,
    '\n',
    `<script>${parts.bootScript}</script>`,
    '\n</head>',
    cut.beforeBody,
    `<div id="root">${parts.body}</div>`,
    cut.beforeBodyEnd,
    `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${scriptJson(parts.serverData)}</script>`,
    `<script type="application/json" id="${APP_SCRIPTS_ELEMENT_ID}">${cut.scriptsJson}</script>\n</body>`,
    cut.afterBodyEnd,
  ].join('');
}
