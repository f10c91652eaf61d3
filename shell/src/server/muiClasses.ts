/**
 * MUI's class names in a rendered page, only where a rule can select them. Every MUI component
 * gives its elements a class per slot, variant, size and colour (`B-root B-text B-sizeMedium
 * B-colorPrimary …`, isMuiClassName) for stylesheets to hook on, a fifth of a page's HTML; what
 * styles an element is Emotion's `css-…` class. MUI's own rules select a few of them, some on any
 * element (`.css-1x .OI-notchedOutline`), some only beside another class
 * (`.T-root:where(.css-2y .LT-primary)`: a Typography that is a list item's primary text), so the
 * page keeps a name on an element when some rule's selector asks for it together with classes the
 * element has. Ours and the state classes (`Mui-focused`) always stay.
 *
 * React's hydration does not compare attributes, so the browser takes the elements over as they
 * are; an element React renders again (its state changed: focused, disabled …) gets its full list
 * back, which is what a rule for that state asks for.
 */
import { isMuiClassName } from '@app/shared-ui/server';

/**
 * For each MUI class a selector names: the sets of classes it must stand beside for a selector to
 * match (an empty set: on any element).
 */
export interface ClassRequirements {
  /** MUI classes some selector names where this reading cannot tell what they need: always kept. */
  always: Set<string>;
  beside: Map<string, string[][]>;
}

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

/** `text` split at the characters `isSeparator` accepts outside (), [] and quotes. */
function splitTopLevel(text: string, isSeparator: (char: string) => boolean): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0 && isSeparator(char)) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

const isCombinator = (char: string) => char === ' ' || char === '>' || char === '+' || char === '~';

/** The classes of `compound` outside its pseudo-classes' arguments and attribute selectors. */
function ownClasses(compound: string): string[] {
  let depth = 0;
  let outside = '';
  for (const char of compound) {
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0) outside += char;
  }
  return Array.from(outside.matchAll(CLASS), (match) => match[1] ?? '');
}

/** The arguments of `compound`'s `:where(…)` and `:is(…)`, and of its other pseudo-classes. */
function pseudoArguments(compound: string): { same: string[]; other: string[] } {
  const same: string[] = [];
  const other: string[] = [];
  for (const match of compound.matchAll(/:([\w-]+)\(/g)) {
    let depth = 1;
    let index = (match.index ?? 0) + match[0].length;
    const start = index;
    while (index < compound.length && depth > 0) {
      if (compound[index] === '(') depth += 1;
      if (compound[index] === ')') depth -= 1;
      index += 1;
    }
    const argument = compound.slice(start, index - 1);
    if (match[1] === 'where' || match[1] === 'is') same.push(argument);
    else other.push(argument);
  }
  return { same, other };
}

function addSelector(selector: string, requirements: ClassRequirements): void {
  for (const compound of splitTopLevel(selector, isCombinator)) {
    const beside = ownClasses(compound);
    const { same, other } = pseudoArguments(compound);
    const nested = [...same, ...other].flatMap((argument) => Array.from(argument.matchAll(CLASS), (m) => m[1] ?? ''));
    for (const argument of same) {
      const alternatives = splitTopLevel(argument, (char) => char === ',');
      // `:where(.a .b)` asks the element for .b too; with alternatives it asks for one of them.
      const subject = alternatives.length === 1 ? splitTopLevel(alternatives[0] ?? '', isCombinator).at(-1) : undefined;
      if (subject) beside.push(...ownClasses(subject));
    }
    // A MUI class in any other position (an ancestor inside :where, :not(…), :has(…)): kept.
    for (const name of nested) {
      if (isMuiClassName(name) && !beside.includes(name)) requirements.always.add(name);
    }
    for (const name of beside) {
      if (!isMuiClassName(name)) continue;
      const list = requirements.beside.get(name) ?? [];
      list.push(beside.filter((other) => other !== name));
      requirements.beside.set(name, list);
    }
  }
}

/** What the selectors of the style rules in `css` ask of MUI's classes. */
export function classRequirements(css: Iterable<string>): ClassRequirements {
  const requirements: ClassRequirements = { always: new Set(), beside: new Map() };
  for (const text of css) {
    const parsed = new Set<string>();
    // A rule's selector list: after the start, a `{`, `}` or `;`, up to its `{` (not an @-rule's).
    for (const match of text.matchAll(/(?:^|[{};])\s*([^{};@\s][^{};]*)\{/g)) {
      for (const selector of splitTopLevel(match[1] ?? '', (char) => char === ',')) {
        addSelector(selector, requirements);
        for (const name of selector.matchAll(CLASS)) parsed.add(name[1] ?? '');
      }
    }
    // Whatever this reading missed (a brace in a string, say) is kept wherever it is.
    for (const match of text.matchAll(CLASS)) {
      const name = match[1] ?? '';
      if (isMuiClassName(name) && !parsed.has(name)) requirements.always.add(name);
    }
  }
  return requirements;
}

/** `html` with each element's MUI classes only where a selector can match them (classRequirements). */
export function withSelectedClasses(html: string, requirements: ClassRequirements): string {
  return html.replace(/ class="([^"]*)"/g, (attribute, value: string) => {
    const tokens = value.split(' ');
    const present = new Set(tokens);
    const kept = tokens.filter(
      (token) =>
        !isMuiClassName(token) ||
        requirements.always.has(token) ||
        (requirements.beside.get(token) ?? []).some((needed) => needed.every((name) => present.has(name))),
    );
    if (kept.length === tokens.length) return attribute;
    return kept.length > 0 ? ` class="${kept.join(' ')}"` : '';
  });
}
