/**
 * For tests only: parses XML strictly (jsdom's XML parser, a devDependency of the repository
 * root), so a test fails on anything that is not well-formed. Not part of the functions bundle.
 */
import { createRequire } from 'node:module';

export interface XmlElement {
  readonly tagName: string;
  readonly textContent: string | null;
  readonly children: ArrayLike<XmlElement>;
  getAttribute(name: string): string | null;
  getElementsByTagName(qualifiedName: string): ArrayLike<XmlElement>;
}

export interface XmlDocument {
  readonly documentElement: XmlElement;
  getElementsByTagName(qualifiedName: string): ArrayLike<XmlElement>;
}

interface DomParserWindow {
  DOMParser: new () => { parseFromString(text: string, type: string): XmlDocument };
}

let parserWindow: DomParserWindow | undefined;

function domParser() {
  if (!parserWindow) {
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
      JSDOM: new (html: string) => { window: DomParserWindow };
    };
    parserWindow = new JSDOM('').window;
  }
  return new parserWindow.DOMParser();
}

/** The document, or an error naming the parser's complaint when the text is not well-formed XML. */
export function parseXml(text: string): XmlDocument {
  const document = domParser().parseFromString(text, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Not well-formed XML: ${error.textContent ?? ''}`);
  return document;
}

/** The elements named `name` under `parent`, as an array. */
export function elements(parent: XmlDocument | XmlElement, name: string): XmlElement[] {
  return Array.from(parent.getElementsByTagName(name));
}

/** The text of the first `name` element under `parent` ('' when there is none). */
export function text(parent: XmlDocument | XmlElement, name: string): string {
  return parent.getElementsByTagName(name)[0]?.textContent ?? '';
}

/**
 * `html` read as a feed reader reads an item's description (RSS 2.0: HTML): the elements its body
 * holds, by name, and the text a reader shows.
 */
export function readAsHtml(html: string): { elements: string[]; text: string } {
  const body = elements(domParser().parseFromString(html, 'text/html'), 'body')[0];
  return {
    elements: body ? elements(body, '*').map((element) => element.tagName.toLowerCase()) : [],
    text: body?.textContent ?? '',
  };
}
