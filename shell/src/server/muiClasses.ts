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
import { isTraversal, parse, type Selector } from 'css-what';

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

/** The class names among `tokens` (`.a.b`), not those in their pseudo-classes' arguments. */
function ownClasses(tokens: Selector[]): string[] {
  return tokens.flatMap((token) =>
    token.type === 'attribute' && token.name === 'class' && token.action === 'element' ? [token.value] : [],
  );
}

/** Every class name among `tokens`, those in pseudo-classes' arguments (`:not(.a)`) too. */
function allClasses(tokens: Selector[]): string[] {
  return tokens.flatMap((token) =>
    token.type === 'pseudo' && Array.isArray(token.data) ? token.data.flatMap(allClasses) : ownClasses([token]),
  );
}

/** A selector's compounds: its tokens between the combinators (` `, `>`, `+`, `~`). */
function compounds(selector: Selector[]): Selector[][] {
  const result: Selector[][] = [[]];
  for (const token of selector) {
    if (isTraversal(token)) result.push([]);
    else result.at(-1)?.push(token);
  }
  return result;
}

function addSelector(selector: Selector[], requirements: ClassRequirements): void {
  for (const compound of compounds(selector)) {
    const beside = ownClasses(compound);
    const nested: string[] = [];
    for (const token of compound) {
      if (token.type !== 'pseudo' || !Array.isArray(token.data)) continue;
      nested.push(...token.data.flatMap(allClasses));
      // `:where(.a .b)` asks the element for .b too; with alternatives it asks for one of them.
      const [only, ...others] = token.data;
      if ((token.name === 'where' || token.name === 'is') && only && others.length === 0) {
        beside.push(...ownClasses(compounds(only).at(-1) ?? []));
      }
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
    let selectors: Selector[][];
    try {
      selectors = parse(match[1] ?? '');
    } catch {
      continue;
    }
    for (const selector of selectors) {
      addSelector(selector, requirements);
      for (const name of allClasses(selector)) parsed.add(name);
    }
  }
  // Whatever this reading missed (a brace in a string, a selector css-what refuses) is kept wherever it is.
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
