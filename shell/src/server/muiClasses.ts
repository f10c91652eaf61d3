/**
 * MUI's class names in a rendered page, only those a rule names. Every MUI component gives its
 * elements a class per slot, variant, size and colour (`B-root B-text B-sizeMedium B-colorPrimary
 * …`, isMuiClassName) for stylesheets to hook on, a fifth of a page's HTML; what styles an element
 * is Emotion's `css-…` class. A few of MUI's own rules select one (`.css-1x .OI-notchedOutline`),
 * so a name stays wherever some rule of the render (the shared sheet's included) mentions it. Ours
 * and the state classes (`Mui-focused`) always stay. Reading the selectors to keep a name only
 * beside the classes a rule asks for saved 602 more bytes of the home page's 59 KB: not worth a
 * selector parser.
 *
 * React's hydration does not compare attributes, so the browser takes the elements over as they
 * are; an element React renders again (its state changed: focused, disabled …) gets its full list
 * back.
 */
import { isMuiClassName } from '@app/shared-ui/server';
import { LRUCache } from 'lru-cache';

/**
 * The MUI class names each rule mentions, by its Emotion name (the hash of its text): read once per
 * process (a page has 110–170 rules; reading them all again cost 0.2–1.2 ms a page), the least
 * recently used forgotten beyond 20,000 rules.
 */
const byRule = new LRUCache<string, string[]>({ max: 20_000 });

/** The MUI class names the texts of `rules` (Emotion's inserted rules: name and text) mention. */
export function mentionedClasses(rules: Iterable<readonly [name: string, css: string]>): Set<string> {
  const mentioned = new Set<string>();
  for (const [name, text] of rules) {
    let names = byRule.get(name);
    if (!names) {
      names = Array.from(text.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g), (match) => match[1] ?? '').filter(isMuiClassName);
      byRule.set(name, names);
    }
    for (const className of names) mentioned.add(className);
  }
  return mentioned;
}

/** `html` with each element's MUI class names only where `mentioned` (mentionedClasses) has them. */
export function withMentionedClasses(html: string, mentioned: ReadonlySet<string>): string {
  return html.replace(/ class="([^"]*)"/g, (attribute, value: string) => {
    const tokens = value.split(' ');
    const kept = tokens.filter((token) => !isMuiClassName(token) || mentioned.has(token));
    return kept.length === tokens.length ? attribute : kept.length > 0 ? ` class="${kept.join(' ')}"` : '';
  });
}
