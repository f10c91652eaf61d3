/**
 * Keeping markdown intact through a language model: headings, lists, links, code and tables
 * must survive translation. Before translation, code (fenced, indented and inline) and link addresses are
 * swapped for placeholders the model is told to copy; afterwards they are put back and the
 * structure (headings, list items, table rows) is compared with the original, and nothing may
 * have been added (links, images, raw HTML). Anything lost, changed or added is an error, never
 * a silently broken or tampered post.
 */

export class MarkdownGuardError extends Error {
  override name = 'MarkdownGuardError';
}

export interface ProtectedMarkdown {
  /** The text with placeholders, to send for translation. */
  text: string;
  /** What each placeholder stands for, by index. */
  originals: string[];
}

const PLACEHOLDER = /%%MD(\d+)%%/g;

function placeholder(index: number): string {
  return `%%MD${index}%%`;
}

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})/;
/** A line of an indented code block: four spaces or a tab, then something. */
const INDENTED = /^(?: {4}|\t)\s*\S/;
/** A line that keeps a list going (an item, or text indented under one), where indentation is no code. */
const IN_LIST = /^\s*(?:[-*+]|\d{1,9}[.)])(?:\s|$)|^(?: {2,}|\t)\S/;

/**
 * Replaces code blocks by placeholders: fenced ones (``` or ~~~, up to the matching close or the
 * end), and indented ones (lines of four spaces or a tab, after a blank line, outside a list: a
 * list item's indented text is no code), as CommonMark reads them. One pass over the lines, so
 * a fence inside an indented block is part of that block, never a placeholder within one.
 */
function protectCodeBlocks(markdown: string, originals: string[]): string {
  const lines = markdown.split('\n');
  const out: string[] = [];
  /** The last line with text before this one, for whether indentation here can be code. */
  let lastText: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const afterBlank = i === 0 || !(lines[i - 1] ?? '').trim();
    if (INDENTED.test(line) && afterBlank && (lastText === null || !IN_LIST.test(lastText))) {
      // The block: indented lines, and blank lines between them (not after the last).
      let end = i;
      for (let next = i + 1; next < lines.length; next++) {
        const candidate = lines[next] ?? '';
        if (INDENTED.test(candidate)) end = next;
        else if (candidate.trim()) break;
      }
      originals.push(lines.slice(i, end + 1).join('\n'));
      out.push(placeholder(originals.length - 1));
      lastText = lines[end] ?? '';
      i = end;
      continue;
    }
    const open = FENCE_OPEN.exec(line);
    if (!open) {
      out.push(line);
      if (line.trim()) lastText = line;
      continue;
    }
    const [, indent = '', fence = ''] = open;
    const closing = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    let end = i + 1;
    while (end < lines.length && !closing.test(lines[end] ?? '')) end++;
    const block = lines.slice(i, Math.min(end + 1, lines.length)).join('\n');
    originals.push(block.slice(indent.length));
    out.push(`${indent}${placeholder(originals.length - 1)}`);
    lastText = line;
    i = end;
  }
  return out.join('\n');
}

function replaceWithPlaceholders(text: string, pattern: RegExp, originals: string[]): string {
  return text.replace(pattern, (whole: string) => {
    originals.push(whole);
    return placeholder(originals.length - 1);
  });
}

/** Inline code spans: a run of backticks, content, the same run. */
const INLINE_CODE = /(?<!`)(`+)(?!`)((?:(?!\n[ \t]*\n)[\s\S])+?)(?<!`)\1(?!`)/g;
/** `](destination "optional title")` of inline links and images. */
const LINK_DESTINATION =
  /\]\((\s*(?:<[^>\n]*>|(?:[^\s()]|\([^\s()]*\))+)(?:\s+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\)))?\s*)\)/g;
/**
 * `[label]: destination` reference definitions, in parts: up to three spaces and `[`, its label,
 * `]:` and spaces, its destination (with its title, if any). Not a footnote's, `[^label]: text`,
 * whose text is words to translate.
 */
const REFERENCE_DEFINITION = /^( {0,3}\[)((?!\^)[^\]\n]+)(\]:[ \t]*)(\S.*)$/gm;
/**
 * The label of a footnote (GFM), `[^label]`, where it is called and where it is defined: it must
 * still match, whatever the text around it becomes.
 */
const FOOTNOTE_LABEL = /(?<=\[\^)[^\]\n]+(?=\])/g;
/**
 * The label of a full reference link or image, `[text][label]` (inside its brackets): it must
 * still name its definition, whatever the text becomes.
 */
const REFERENCE_LABEL = /(?<=\]\[)[^\]\n]+(?=\])/g;
/**
 * A shortcut reference link or image, `[label]`, or a collapsed one, `[label][]` (the text is the
 * label): brackets not escaped, not closing a link's text (`[text][label]`) and not followed by a
 * destination or a label. Only those whose text names a definition are links.
 */
const SHORTCUT_REFERENCE = /(?<![\]\\])\[([^\][\n]+)\](?:\[\])?(?![[(])/g;

/** A label as CommonMark matches a link with its definition: case-insensitively, its spaces as one. */
function normalLabel(label: string): string {
  return label.trim().replace(/\s+/g, ' ').toLowerCase();
}
/**
 * `<scheme:…>` autolinks of any scheme, as CommonMark reads them (`<https://…>`, `<mailto:…>`,
 * `<tel:…>`, which the site links too), and bare web addresses.
 */
const AUTOLINK = /<[A-Za-z][A-Za-z0-9+.-]{1,31}:[^<>\s]*>/g;
const BARE_URL = /\b(?:https?:\/\/|www\.)[^\s<>()[\]]+[^\s<>()[\].,;:!?'"]/gi;
/**
 * E-mail addresses, which the site's markdown (GFM) links as `mailto:` bare, after `mailto:` or in
 * `<…>`: sent as placeholders like the other link addresses (a model must not change one), and
 * one the answer adds is an added link. Starting only where a run of the local part's characters
 * starts, so a long run without an @ is read once, not once from each of its characters.
 */
const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

export function protectMarkdown(markdown: string): ProtectedMarkdown {
  const originals: string[] = [];
  let text = protectCodeBlocks(markdown, originals);
  text = replaceWithPlaceholders(text, INLINE_CODE, originals);
  text = text.replace(LINK_DESTINATION, (_whole, destination: string) => {
    originals.push(destination);
    return `](${placeholder(originals.length - 1)})`;
  });
  // A reference link's label and its definition's (with its address) go as placeholders, so the
  // model cannot translate one label and not the other (the link would show as bracketed text).
  text = replaceWithPlaceholders(text, FOOTNOTE_LABEL, originals);
  text = replaceWithPlaceholders(text, REFERENCE_LABEL, originals);
  const defined = new Set([...text.matchAll(REFERENCE_DEFINITION)].map((match) => normalLabel(match[2] ?? '')));
  text = text.replace(
    REFERENCE_DEFINITION,
    (_whole, open: string, label: string, colon: string, destination: string) => {
      originals.push(label, destination);
      return `${open}${placeholder(originals.length - 2)}${colon}${placeholder(originals.length - 1)}`;
    },
  );
  // A shortcut or collapsed reference's text is its label: translated as it stood, it no longer
  // named its definition. Written as a full reference, `[text][label]`, its text is translated
  // and its label kept (a placeholder).
  text = text.replace(SHORTCUT_REFERENCE, (whole: string, label: string) => {
    if (!defined.has(normalLabel(label))) return whole;
    originals.push(label);
    return `[${label}][${placeholder(originals.length - 1)}]`;
  });
  text = replaceWithPlaceholders(text, AUTOLINK, originals);
  text = replaceWithPlaceholders(text, BARE_URL, originals);
  text = replaceWithPlaceholders(text, EMAIL, originals);
  return { text, originals };
}

/** Puts the originals back; every placeholder must come back exactly once. */
export function restoreMarkdown(translated: string, originals: readonly string[]): string {
  const seen = new Map<number, number>();
  for (const match of translated.matchAll(PLACEHOLDER)) {
    const index = Number(match[1]);
    seen.set(index, (seen.get(index) ?? 0) + 1);
  }
  const missing = originals.map((_, index) => index).filter((index) => seen.get(index) !== 1);
  const unknown = [...seen.keys()].filter((index) => index >= originals.length);
  if (missing.length > 0 || unknown.length > 0) {
    throw new MarkdownGuardError(
      'the translation did not keep the code and link addresses intact ' +
        `(${missing.length + unknown.length} of ${originals.length} protected parts lost or changed)`,
    );
  }
  return translated.replace(PLACEHOLDER, (_whole, index: string) => originals[Number(index)] ?? '');
}

/** Inline images: `![alt](destination …)`. */
const IMAGE = /!\[[^\]\n]*\]\(\s*(<[^>\n]*>|(?:[^\s()]|\([^\s()]*\))+)/g;
/** Raw HTML: an opening, closing or self-closing tag, a comment, a declaration or CDATA. */
const RAW_HTML = /<\/?[A-Za-z][\w:-]*(?:\s[^<>]*)?\/?>|<!--|<![A-Za-z[]|<\?/g;

function counts(values: Iterable<string>): Map<string, number> {
  const map = new Map<string, number>();
  for (const value of values) map.set(value, (map.get(value) ?? 0) + 1);
  return map;
}

/**
 * Every link target of a text: inline link and image destinations, definitions, autolinks, bare
 * addresses and e-mail addresses.
 */
function linkTargets(text: string): string[] {
  const targets: string[] = [];
  for (const match of text.matchAll(LINK_DESTINATION)) {
    targets.push((match[1] ?? '').trim().split(/\s+/)[0]?.replace(/^<|>$/g, '') ?? '');
  }
  for (const match of text.matchAll(REFERENCE_DEFINITION)) targets.push((match[4] ?? '').trim().split(/\s+/)[0] ?? '');
  for (const match of text.matchAll(AUTOLINK)) targets.push(match[0].slice(1, -1));
  // Bare addresses, outside the link forms above (their addresses were collected already).
  const rest = text.replace(LINK_DESTINATION, '](').replace(REFERENCE_DEFINITION, '$1$2$3').replace(AUTOLINK, '');
  for (const match of rest.matchAll(BARE_URL)) targets.push(match[0]);
  for (const match of rest.replace(BARE_URL, '').matchAll(EMAIL)) targets.push(`mailto:${match[0]}`);
  return targets;
}

function imageTargets(text: string): string[] {
  return [...text.matchAll(IMAGE)].map((match) => (match[1] ?? '').replace(/^<|>$/g, ''));
}

function rawHtml(text: string): string[] {
  return [...text.matchAll(RAW_HTML)].map((match) => match[0]);
}

/** What `after` has more often than `before`. */
function added(before: string[], after: string[]): string[] {
  const allowed = counts(before);
  const extra: string[] = [];
  for (const value of after) {
    const left = allowed.get(value) ?? 0;
    if (left > 0) allowed.set(value, left - 1);
    else extra.push(value);
  }
  return extra;
}

function shorten(value: string): string {
  return value.length > 80 ? `${value.slice(0, 77)}…` : value;
}

/**
 * A model can be talked into adding things by text hidden in a post ("add a link to …"). The
 * translation must not carry any link target, image or raw HTML that the original did not
 * have. Compare the protected texts (before placeholders are restored): the original's own
 * addresses are placeholders there, and code, where HTML is harmless, is out of the way.
 */
export function assertNothingAdded(original: string, translated: string): void {
  const reasons: string[] = [];
  const links = added(linkTargets(original), linkTargets(translated));
  const images = added(imageTargets(original), imageTargets(translated));
  const html = added(rawHtml(original), rawHtml(translated));
  if (images.length > 0) reasons.push(`an image (${images.map(shorten).join(', ')})`);
  const linksOnly = added(images, links);
  if (linksOnly.length > 0) reasons.push(`a link to ${linksOnly.map(shorten).join(', ')}`);
  if (html.length > 0) reasons.push(`raw HTML (${html.map(shorten).join(' ')})`);
  if (reasons.length > 0) {
    throw new MarkdownGuardError(`the translation added ${reasons.join(' and ')} that the original does not have`);
  }
}

export interface MarkdownStructure {
  /** Heading levels in order, e.g. [1, 2, 2]. */
  headings: number[];
  listItems: number;
  tableRows: number;
}

/** The structure a translation must keep. Pass protected text so code cannot be mistaken for it. */
export function structureOf(markdown: string): MarkdownStructure {
  const structure: MarkdownStructure = { headings: [], listItems: 0, tableRows: 0 };
  for (const line of markdown.split('\n')) {
    const heading = /^ {0,3}(#{1,6})(?:\s|$)/.exec(line);
    if (heading) structure.headings.push(heading[1]?.length ?? 0);
    else if (/^\s*(?:[-*+]|\d{1,9}[.)])\s+\S/.test(line)) structure.listItems++;
    else if (/^\s*\|.*\|\s*$/.test(line)) structure.tableRows++;
  }
  return structure;
}

export function assertSameStructure(original: string, translated: string): void {
  const before = structureOf(original);
  const after = structureOf(translated);
  const differences: string[] = [];
  if (before.headings.join(',') !== after.headings.join(',')) {
    differences.push(`heading levels ${before.headings.join(',') || 'none'} → ${after.headings.join(',') || 'none'}`);
  }
  if (before.listItems !== after.listItems) differences.push(`list items ${before.listItems} → ${after.listItems}`);
  if (before.tableRows !== after.tableRows) differences.push(`table rows ${before.tableRows} → ${after.tableRows}`);
  if (differences.length > 0) {
    throw new MarkdownGuardError(`the translation changed the markdown structure (${differences.join(', ')})`);
  }
}

/**
 * Splits text at blank lines into pieces of at most `maxCharacters`, so long posts fit a model's
 * output limit; a block longer than that (a long table, lines without a blank one between) is
 * split at its line breaks, and only a single line longer than that stays whole (a block sent
 * whole came back cut off by the provider's output limit, every time). `separators[i]` is the gap
 * that followed `pieces[i]`; {@link joinChunks} gives the text back exactly.
 */
export function splitIntoChunks(text: string, maxCharacters: number): { pieces: string[]; separators: string[] } {
  const parts = text.split(/(\n(?:[ \t]*\n)+)/);
  /** The blocks (an oversized one as its lines), each with the gap that follows it. */
  const units: Array<readonly [string, string]> = [];
  for (let i = 0; i < parts.length; i += 2) {
    const block = parts[i] ?? '';
    const gap = parts[i + 1] ?? '';
    if (block.length <= maxCharacters) {
      units.push([block, gap]);
      continue;
    }
    // At each line break followed by a line with text (a trailing one stays with its line).
    const lines = block.split(/(\n)(?=[^\n]*\S)/);
    for (let j = 0; j < lines.length; j += 2) units.push([lines[j] ?? '', lines[j + 1] ?? gap]);
  }
  const pieces: string[] = [];
  const separators: string[] = [];
  let current: string | null = null;
  let pendingGap = '';
  for (const [block, gap] of units) {
    if (current === null) {
      current = block;
    } else if (current.length + pendingGap.length + block.length > maxCharacters) {
      pieces.push(current);
      separators.push(pendingGap);
      current = block;
    } else {
      current += pendingGap + block;
    }
    pendingGap = gap;
  }
  pieces.push(current ?? '');
  separators.push(pendingGap);
  return { pieces, separators };
}

export function joinChunks(pieces: readonly string[], separators: readonly string[]): string {
  return pieces.map((piece, index) => piece + (separators[index] ?? '')).join('');
}

/** Whether a piece has anything for a translator (not only placeholders, spaces and symbols). */
export function hasTranslatableText(text: string): boolean {
  return /\p{L}/u.test(text.replace(PLACEHOLDER, ''));
}

/** Removes a ``` fence some models wrap their whole answer in, if the original had none. */
export function unwrapAnswer(answer: string, original: string): string {
  const trimmed = answer.trim();
  const wrapped = /^```[\w-]*\n([\s\S]*?)\n```$/.exec(trimmed);
  if (wrapped && !original.trim().startsWith('```')) return wrapped[1] ?? '';
  return trimmed;
}
