/**
 * What makes MDXEditor's markdown the public renderer's markdown (`@app/shared-ui/markdown`:
 * CommonMark + GFM, raw HTML shown as text). Loaded with the editor's chunk only.
 *
 * Left alone, MDXEditor 4 loses or garbles a few constructs on the way out:
 * - a hard line break (`two spaces`/`\` at the end of a line) came back as a soft one (the text "\n");
 * - a list item with two paragraphs came back as `item&#xA;&#xA;second`;
 * - raw HTML (`a <b>b</b>`) and reference links (`[text][ref]` with `[ref]: https://…`) could not be
 *   opened at all: the importer has no visitor for them and the whole document fails;
 * - underline, sub/superscript and highlight (Ctrl+U, pasted HTML) came out as `<u>`, `<sup>`, `==…==`,
 *   which the public pages show as literal text;
 * - bullets and rules came out as `*` and `***`.
 */
import {
  addExportVisitor$,
  addMdastExtension$,
  type LexicalVisitor,
  type MdastExtension,
  markdownProcessingError$,
  realmPlugin,
  type ToMarkdownOptions,
} from '@mdxeditor/editor';

/** The markdown the editor writes: `-` bullets and rules, `*` emphasis, one space after a list marker. */
export const TO_MARKDOWN_OPTIONS: ToMarkdownOptions = {
  bullet: '-',
  rule: '-',
  emphasis: '*',
  strong: '*',
  listItemIndent: 'one',
};

/** The part of an mdast node this module reads and writes. */
interface MdNode {
  type: string;
  value?: string;
  identifier?: string;
  url?: string;
  title?: string | null;
  alt?: string | null;
  name?: string | null;
  spread?: boolean | null;
  children?: MdNode[];
}

type LexicalNodeLike = Parameters<NonNullable<LexicalVisitor['testLexicalNode']>>[0];

/** Formatting the public renderer does not have: unwrapped, their text kept. */
const isUnsupportedFormatting = (node: MdNode) =>
  node.type === 'highlight' ||
  (node.type === 'mdxJsxTextElement' && ['u', 'sup', 'sub', 'span'].includes(node.name ?? ''));

const isBreak = (node: MdNode | undefined) => node?.type === 'break';

/** Hard breaks at the start or end of a paragraph mean nothing in markdown (a trailing one shows as `\`). */
function trimBreaks(children: MdNode[]): MdNode[] {
  let start = 0;
  let end = children.length;
  while (start < end && isBreak(children[start])) start++;
  while (end > start && isBreak(children[end - 1])) end--;
  return children.slice(start, end);
}

/** The importer puts a list item's paragraphs one after another, two line breaks apart. */
function splitListItemParagraphs(item: MdNode): void {
  if (!item.children) return;
  const children: MdNode[] = [];
  for (const child of item.children) {
    if (child.type !== 'paragraph' || !child.children) {
      children.push(child);
      continue;
    }
    let current: MdNode[] = [];
    const inline = child.children;
    for (let index = 0; index < inline.length; index++) {
      const node = inline[index] as MdNode;
      if (isBreak(node) && isBreak(inline[index + 1])) {
        children.push({ type: 'paragraph', children: current });
        current = [];
        while (isBreak(inline[index + 1])) index++;
        continue;
      }
      current.push(node);
    }
    children.push({ type: 'paragraph', children: current });
  }
  item.children = children.filter((child) => child.type !== 'paragraph' || (child.children?.length ?? 0) > 0);
}

/** A newline cannot be written inside a heading or a table cell: it becomes a space there. */
function flattenNewlines(node: MdNode): void {
  if (node.type === 'text' && node.value) node.value = node.value.replace(/[ \t]*\r?\n[ \t]*/g, ' ');
  if (node.type === 'break') Object.assign(node, { type: 'text', value: ' ' });
  for (const child of node.children ?? []) flattenNewlines(child);
}

/** Rewrites the editor's mdast tree, in place, into markdown the public pages render the same way. */
function normalizeForSite(node: MdNode): void {
  if (!node.children) return;
  for (const child of node.children) normalizeForSite(child);
  node.children = node.children.flatMap((child) => (isUnsupportedFormatting(child) ? (child.children ?? []) : [child]));
  if (node.type === 'listItem') splitListItemParagraphs(node);
  if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') {
    node.children = trimBreaks(node.children);
  }
  if (node.type === 'heading' || node.type === 'tableCell') flattenNewlines(node);
}

/** Lexical's line break (Shift+Enter, or a hard break read from markdown) is a hard break, not "\n". */
const lineBreakVisitor: LexicalVisitor = {
  priority: 100,
  testLexicalNode: (node): node is LexicalNodeLike => node.getType() === 'linebreak',
  visitLexicalNode: ({ mdastParent, actions }) => {
    actions.appendToParent(mdastParent, { type: 'break' });
  },
};

/** The document (and each table cell's) root: built as usual, then normalised for the site. */
const rootVisitor: LexicalVisitor = {
  priority: 100,
  testLexicalNode: (node): node is LexicalNodeLike => node.getType() === 'root',
  visitLexicalNode: ({ lexicalNode, mdastParent, actions }) => {
    const root = actions.appendToParent(mdastParent, { type: 'root', children: [] } as never) as unknown as {
      children: unknown[];
    };
    actions.visitChildren(lexicalNode, root as Parameters<typeof actions.visitChildren>[1]);
    normalizeForSite(root as unknown as MdNode);
  },
};

/** Block-level parents in mdast: raw HTML directly inside them becomes a paragraph of text. */
const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem']);

function htmlToText(node: MdNode): void {
  if (!node.children) return;
  const flow = FLOW_PARENTS.has(node.type);
  node.children = node.children.map((child) => {
    if (child.type !== 'html') {
      htmlToText(child);
      return child;
    }
    const text: MdNode = { type: 'text', value: child.value ?? '' };
    return flow ? { type: 'paragraph', children: [text] } : text;
  });
}

/** Reference links and images become the inline ones they stand for; their definitions go. */
function inlineReferences(root: MdNode): void {
  const definitions = new Map<string, MdNode>();
  const collect = (node: MdNode) => {
    if (node.type === 'definition' && node.identifier && !definitions.has(node.identifier)) {
      definitions.set(node.identifier, node);
    }
    for (const child of node.children ?? []) collect(child);
  };
  collect(root);
  const rewrite = (node: MdNode) => {
    if (!node.children) return;
    node.children = node.children.flatMap((child): MdNode[] => {
      if (child.type === 'definition') return [];
      const target = child.identifier ? definitions.get(child.identifier) : undefined;
      if (child.type === 'linkReference' && target) {
        rewrite(child);
        return [{ type: 'link', url: target.url ?? '', title: target.title ?? null, children: child.children ?? [] }];
      }
      if (child.type === 'imageReference' && target) {
        return [{ type: 'image', url: target.url ?? '', title: target.title ?? null, alt: child.alt ?? null }];
      }
      rewrite(child);
      return [child];
    });
  };
  rewrite(root);
}

/**
 * What the importer has no visitor for, read as the public pages render it: raw HTML as text
 * (docs/product-rules.md, _Markdown_; written back escaped, `\<b>`, which renders the same), reference
 * links and images as inline ones.
 */
const readableForEditor: MdastExtension = {
  transforms: [
    (tree) => {
      htmlToText(tree as unknown as MdNode);
      inlineReferences(tree as unknown as MdNode);
    },
  ],
};

export interface SiteMarkdownPluginParams {
  /** Called with the reason whenever the markdown cannot be shown in the rich view, and with null once it can. */
  onProblem?: (problem: string | null) => void;
}

/** Registers the visitors and the HTML transform above, and reports markdown the rich view cannot show. */
export const siteMarkdownPlugin = realmPlugin<SiteMarkdownPluginParams>({
  init(realm, params) {
    realm.pubIn({
      [addExportVisitor$]: [lineBreakVisitor, rootVisitor],
      [addMdastExtension$]: readableForEditor,
    });
    realm.sub(markdownProcessingError$, (error) => params?.onProblem?.(error?.error ?? null));
  },
});

const MARKDOWN_BLOCK = /^ {0,3}(#{1,6}\s|[-*+]\s+\S|\d{1,9}[.)]\s+\S|>|```|~~~|\|.*\|\s*$|([-*_])( *\2){2,}\s*$)/m;
const MARKDOWN_INLINE = /\*\*[^*\n]+\*\*|__[^_\n]+__|\[[^\]\n]+\]\([^)\s]+\)|!\[[^\]\n]*\]\([^)\s]+\)|`[^`\n]+`/;

/** Whether plain text looks written in markdown: a heading, list, quote, fence, table or rule line, or bold, a link or code. */
export const looksLikeMarkdown = (text: string) => MARKDOWN_BLOCK.test(text) || MARKDOWN_INLINE.test(text);
