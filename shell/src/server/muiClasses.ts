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

/** What one rule's selectors ask of MUI's classes. */
interface RuleRequirements {
  always: string[];
  beside: [string, string[]][];
}

const NONE: RuleRequirements = { always: [], beside: [] };

function ruleRequirements(text: string): RuleRequirements {
  const mentioned = Array.from(text.matchAll(CLASS), (match) => match[1] ?? '').filter(isMuiClassName);
  // Most rules name no MUI class (the theme's variables, Emotion's own classes): nothing to read.
  if (mentioned.length === 0) return NONE;
  const requirements: ClassRequirements = { always: new Set(), beside: new Map() };
  const parsed = new Set<string>();
  // A rule's selector list: after the start, a `{`, `}` or `;`, up to its `{` (not an @-rule's).
  for (const match of text.matchAll(/(?:^|[{};])\s*([^{};@\s][^{};]*)\{/g)) {
    for (const selector of splitTopLevel(match[1] ?? '', (char) => char === ',')) {
      addSelector(selector, requirements);
      for (const name of selector.matchAll(CLASS)) parsed.add(name[1] ?? '');
    }
  }
  // Whatever this reading missed (a brace in a string, say) is kept wherever it is.
  for (const name of mentioned) if (!parsed.has(name)) requirements.always.add(name);
  return {
    always: [...requirements.always],
    beside: [...requirements.beside].flatMap(([name, sets]) => sets.map((set): [string, string[]] => [name, set])),
  };
}

/**
 * Each rule's requirements by its Emotion name, which is the hash of its text: read once per
 * process (the first page reads the frame's and the design system's, about 35 ms), then looked up.
 */
const byRule = new Map<string, RuleRequirements>();
const MAX_RULES = 20_000;

/** What the selectors of `rules` (Emotion's inserted rules: name and text) ask of MUI's classes. */
export function classRequirements(rules: Iterable<readonly [name: string, css: string]>): ClassRequirements {
  const requirements: ClassRequirements = { always: new Set(), beside: new Map() };
  for (const [name, text] of rules) {
    let rule = byRule.get(name);
    if (!rule) {
      rule = ruleRequirements(text);
      if (byRule.size >= MAX_RULES) byRule.clear();
      byRule.set(name, rule);
    }
    if (rule === NONE) continue;
    for (const always of rule.always) requirements.always.add(always);
    for (const [className, beside] of rule.beside) {
      const list = requirements.beside.get(className) ?? [];
      list.push(beside);
      requirements.beside.set(className, list);
    }
  }
  return requirements;
}

/** `html` with each element's MUI classes only where a selector can match them (classRequirements). */
export function withSelectedClasses(html: string, requirements: ClassRequirements): string {
  // A page repeats its class lists (a menu's items, a grid's cards): each is decided once.
  const decided = new Map<string, string>();
  return html.replace(/ class="([^"]*)"/g, (attribute, value: string) => {
    let result = decided.get(value);
    if (result === undefined) {
      const tokens = value.split(' ');
      const present = new Set(tokens);
      const kept = tokens.filter(
        (token) =>
          !isMuiClassName(token) ||
          requirements.always.has(token) ||
          (requirements.beside.get(token) ?? []).some((needed) => needed.every((name) => present.has(name))),
      );
      result = kept.length === tokens.length ? attribute : kept.length > 0 ? ` class="${kept.join(' ')}"` : '';
      decided.set(value, result);
    }
    return result;
  });
}
