/**
 * Keeping markdown intact through a language model: headings, lists, links, code and tables must
 * survive. Before translation, code (fenced and inline) and link addresses are swapped for
 * placeholders the model is told to copy; afterwards they are put back and the structure
 * (headings, list items, table rows) is compared with the original. Anything lost or changed is an
 * error, never a silently broken post.
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

export function placeholder(index: number): string {
  return `%%MD${index}%%`;
}

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})/;

/** Replaces fenced code blocks (``` or ~~~, up to the matching close or the end) by placeholders. */
function protectFencedCode(markdown: string, originals: string[]): string {
  const lines = markdown.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const open = FENCE_OPEN.exec(line);
    if (!open) {
      out.push(line);
      continue;
    }
    const [, indent = '', fence = ''] = open;
    const closing = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    let end = i + 1;
    while (end < lines.length && !closing.test(lines[end] ?? '')) end++;
    const block = lines.slice(i, Math.min(end + 1, lines.length)).join('\n');
    originals.push(block.slice(indent.length));
    out.push(`${indent}${placeholder(originals.length - 1)}`);
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
/** `[label]: destination` reference definitions. */
const REFERENCE_DEFINITION = /^( {0,3}\[[^\]\n]+\]:[ \t]*)(\S.*)$/gm;
/** `<https://…>` autolinks and bare web addresses. */
const AUTOLINK = /<(?:https?|mailto|ftp):[^>\s]+>/gi;
const BARE_URL = /\b(?:https?:\/\/|www\.)[^\s<>()[\]]+[^\s<>()[\].,;:!?'"]/gi;

export function protectMarkdown(markdown: string): ProtectedMarkdown {
  const originals: string[] = [];
  let text = protectFencedCode(markdown, originals);
  text = replaceWithPlaceholders(text, INLINE_CODE, originals);
  text = text.replace(LINK_DESTINATION, (_whole, destination: string) => {
    originals.push(destination);
    return `](${placeholder(originals.length - 1)})`;
  });
  text = text.replace(REFERENCE_DEFINITION, (_whole, label: string, destination: string) => {
    originals.push(destination);
    return `${label}${placeholder(originals.length - 1)}`;
  });
  text = replaceWithPlaceholders(text, AUTOLINK, originals);
  text = replaceWithPlaceholders(text, BARE_URL, originals);
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
 * Splits text at blank lines into pieces of at most `maxCharacters` (a single longer block
 * stays whole), so long posts fit a model's output limit. `separators[i]` is the gap that
 * followed `pieces[i]`; {@link joinChunks} gives the text back exactly.
 */
export function splitIntoChunks(text: string, maxCharacters: number): { pieces: string[]; separators: string[] } {
  const parts = text.split(/(\n(?:[ \t]*\n)+)/);
  const pieces: string[] = [];
  const separators: string[] = [];
  let current: string | null = null;
  let pendingGap = '';
  for (let i = 0; i < parts.length; i += 2) {
    const block = parts[i] ?? '';
    if (current === null) {
      current = block;
    } else if (current.length + pendingGap.length + block.length > maxCharacters) {
      pieces.push(current);
      separators.push(pendingGap);
      current = block;
    } else {
      current += pendingGap + block;
    }
    pendingGap = parts[i + 1] ?? '';
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
