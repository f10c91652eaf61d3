/**
 * The browser's half of the shared stylesheet (build/sharedStyles.tsx): Emotion must count the
 * sheet's rules as present when the apps start, or it adds them all again. The server does not send
 * their names (a kilobyte and a half on every page); the sheet the page links holds them, as its
 * rules' selectors (`.css-<name>`), so they are read from there and written where Emotion reads
 * names on start-up: an empty `<style data-emotion="css <name> …">` (allowed by the empty
 * element's hash in the policy). It runs before Emotion does (index.ts, ahead of the async boundary).
 * A sheet that did not load, or is not readable, names nothing: Emotion then adds its rules itself.
 */

/** The attribute that marks the shell's page's <link> to the shared stylesheet. */
export const SHARED_LINK_ATTRIBUTE = 'data-emotion-shared';

/** Emotion's key in the browser (its default; the renderer's EMOTION_KEY). */
const EMOTION_KEY = 'css';

/** A selector's own Emotion class: the rule's name (`.css-1x2y3z:hover` → 1x2y3z). */
const OWN_CLASS = new RegExp(`^\\.${EMOTION_KEY}-([a-zA-Z0-9_-]+)`);

function collectNames(rules: CSSRuleList, names: Set<string>): void {
  for (const rule of Array.from(rules)) {
    if ('selectorText' in rule && typeof rule.selectorText === 'string') {
      for (const selector of rule.selectorText.split(',')) {
        const name = OWN_CLASS.exec(selector.trim())?.[1];
        if (name) names.add(name);
      }
    }
    // @media, @supports, @container … hold rules of their own.
    const nested = (rule as Partial<CSSGroupingRule>).cssRules;
    if (nested && nested.length > 0) collectNames(nested, names);
  }
}

/** The Emotion names of the rules of the shared stylesheet `document` links (none when it links none). */
export function sharedStyleNames(document: Document): string[] {
  const link = document.querySelector<HTMLLinkElement>(`link[${SHARED_LINK_ATTRIBUTE}]`);
  const names = new Set<string>();
  try {
    if (link?.sheet) collectNames(link.sheet.cssRules, names);
  } catch {
    // A sheet from another origin cannot be read: its rules are added by Emotion as usual.
  }
  return [...names];
}

/** Tells Emotion, before it starts, that the shared stylesheet's rules are in the page. */
export function markSharedStyles(document: Document): void {
  const names = sharedStyleNames(document);
  if (names.length === 0) return;
  const marker = document.createElement('style');
  marker.setAttribute('data-emotion', `${EMOTION_KEY} ${names.join(' ')}`);
  document.head.appendChild(marker);
}
