/**
 * Rspack loader for the site's dictionaries (`site-remote/src/i18n/{en,sv}/*.ts`, after SWC): the
 * texts of their headings (`title`, `…Title`, `name`, `heading`, `question`) get soft hyphens at
 * the hyphenation points of their long words (`hyphenate`, domain/src/hyphenation.ts), so a
 * Swedish compound wider than a 360 px heading breaks at a proper point, drawn as a hyphen, in
 * every browser, with or without a Swedish hyphenation dictionary of its own. Done at build time,
 * the browser receives the hyphenated texts (two bytes per point) and never the patterns; the
 * browser build and the server container both run it, so the server's HTML and the apps' render
 * are the same text. The head (`seo.ts`, a `meta` object) is left as it is, and `buildPageMeta`
 * drops soft hyphens from whatever reaches the head. Other texts (paragraphs, labels) are left as
 * they are: they wrap between words.
 */
import path from 'node:path';
import { Parser } from 'acorn';
import { tsImport } from 'tsx/esm/api';

const HEADING_KEY = /^(title|name|heading|question)$|Title$/;
/** Objects whose texts go to the page's head, not onto the page. */
const HEAD_KEYS = new Set(['meta', 'seo']);

/** @type {Promise<typeof import('../../domain/src/hyphenation.ts')> | undefined} */
let hyphenation;

/**
 * @param {import('acorn').Node & Record<string, any>} node
 * @param {(node: any, keys: string[]) => void} visit
 * @param {string[]} keys the property names from the module down to `node`
 */
function walk(node, visit, keys = []) {
  visit(node, keys);
  for (const [field, value] of Object.entries(node)) {
    // A property's name is a name, not a text ('process-automation': …).
    if (node.type === 'Property' && field === 'key') continue;
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) {
      if (!child || typeof child.type !== 'string') continue;
      const key = node.type === 'Property' && field === 'value' ? propertyName(node) : null;
      walk(child, visit, key === null ? keys : [...keys, key]);
    }
  }
}

/** @param {any} property */
function propertyName(property) {
  if (property.computed) return '';
  return property.key.type === 'Identifier' ? property.key.name : String(property.key.value);
}

/**
 * A template literal's raw text for `cooked`.
 * @param {string} cooked
 */
function templateRaw(cooked) {
  return cooked.replaceAll('\\', '\\\\').replaceAll('`', '\\`').replaceAll('${', '\\${');
}

/**
 * @this {import('@rspack/core').LoaderContext}
 * @param {string} source
 */
export default function hyphenateLoader(source) {
  const callback = this.async();
  const language = this.resourcePath.split(path.sep).includes('sv') ? 'sv' : 'en';
  if (path.basename(this.resourcePath, path.extname(this.resourcePath)) === 'seo') return callback(null, source);
  hyphenation ??= tsImport('../../domain/src/hyphenation.ts', import.meta.url);
  hyphenation.then(({ hyphenate }) => {
    const program = Parser.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
    /** @type {Array<{ start: number, end: number, text: string }>} */
    const edits = [];
    walk(
      program,
      (node, keys) => {
        const key = keys.at(-1);
        if (key === undefined || !HEADING_KEY.test(key) || keys.some((name) => HEAD_KEYS.has(name))) return;
        if (node.type === 'Literal' && typeof node.value === 'string') {
          const text = hyphenate(node.value, language);
          if (text !== node.value) edits.push({ start: node.start, end: node.end, text: JSON.stringify(text) });
        } else if (node.type === 'TemplateLiteral') {
          for (const quasi of node.quasis) {
            const text = hyphenate(quasi.value.cooked, language);
            if (text !== quasi.value.cooked)
              edits.push({ start: quasi.start, end: quasi.end, text: templateRaw(text) });
          }
        }
      },
      [],
    );
    let output = source;
    for (const edit of edits.sort((a, b) => b.start - a.start)) {
      output = output.slice(0, edit.start) + edit.text + output.slice(edit.end);
    }
    callback(null, output);
  }, callback);
}
