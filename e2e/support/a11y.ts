/** Accessibility and layout checks shared by the site-frame sweeps. */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The WCAG A/AA rules a colour scheme can change: the same page in the other scheme has the same
 * elements, names and roles, so a second pass needs only these (`colourOnly`).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Waits for running transitions and finite animations (a theme switch fades colours for 250 ms). */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs axe on the page once it has settled (or on the part `include` selects), and fails on any
 * serious or critical violation, naming each one with its element and axe's advice.
 */
export async function expectNoSeriousViolations(
  page: Page,
  label: string,
  { soft = false, colourOnly = false, include }: { soft?: boolean; colourOnly?: boolean; include?: string } = {},
): Promise<void> {
  await animationsSettled(page);
  const axe = include ? new AxeBuilder({ page }).include(include) : new AxeBuilder({ page });
  const { violations } = await (colourOnly ? axe.withRules(COLOUR_RULES) : axe.withTags(WCAG_TAGS)).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const found = serious.map((v) => `${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  const details = serious
    .map(
      (v) =>
        `  ${v.id}: ${v.help}\n` +
        v.nodes
          .map(
            (n) =>
              `    ${n.target.join(' ')}  ${n.html.slice(0, 200)}\n      ${n.failureSummary?.split('\n').join(' ')}`,
          )
          .join('\n'),
    )
    .join('\n');
  (soft ? expect.soft : expect)(found, `axe: serious/critical violations on ${label}:\n${details}`).toEqual([]);
}

/**
 * Document and viewport widths, and the deepest elements whose box or content reaches past the
 * right edge of the viewport (for an actionable failure message).
 */
async function horizontalOverflow(
  page: Page,
): Promise<{ scrollWidth: number; innerWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    const width = window.innerWidth;
    const tooWide = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && Math.max(box.right, box.left + el.scrollWidth) > width + 0.5;
    };
    const culprits: string[] = [];
    if (scroller.scrollWidth > width) {
      for (const el of document.body.querySelectorAll('*')) {
        if (!tooWide(el) || [...el.children].some(tooWide)) continue;
        const classes = typeof el.className === 'string' ? el.className.trim().split(/\s+/).filter(Boolean) : [];
        const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes.map((c) => `.${c}`).join('')}`;
        const right = Math.round(
          Math.max(el.getBoundingClientRect().right, el.getBoundingClientRect().left + el.scrollWidth),
        );
        culprits.push(`${name} reaches x=${right}: "${(el.textContent ?? '').trim().slice(0, 60)}"`);
        if (culprits.length >= 5) break;
      }
    }
    return { scrollWidth: scroller.scrollWidth, innerWidth: width, culprits };
  });
}

/**
 * The browser's own text size (Chrome: Settings › Appearance › Font size; 16 px by default, "Very
 * large" 24 px), not a zoom: rem, em and the media queries' em follow it, the viewport does not.
 */
export async function setBrowserTextSize(page: Page, px: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: px, fixed: Math.round((px * 13) / 16) } });
}

export async function expectNoHorizontalOverflow(page: Page, label: string, { soft = false } = {}): Promise<void> {
  const result = await horizontalOverflow(page);
  (soft ? expect.soft : expect)(
    result.scrollWidth,
    `${label} is wider than the ${result.innerWidth} px viewport:\n  ${result.culprits.join('\n  ')}`,
  ).toBeLessThanOrEqual(result.innerWidth);
}

/**
 * The text elements whose content is wider than their own box: a long word running out of a card,
 * clipped or not, which the page's width does not show. Visually hidden text (1 px boxes) and boxes
 * that scroll or end in an ellipsis are left out.
 */
export async function expectTextInItsBoxes(page: Page, label: string, { soft = false } = {}): Promise<void> {
  const found = await page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.body.querySelectorAll('h1, h2, h3, h4, h5, h6, p, li, a, button, span, label, dt, dd')) {
      const style = getComputedStyle(el);
      if (style.display === 'inline' || el.clientWidth <= 2) continue;
      if (['auto', 'scroll'].includes(style.overflowX) || style.textOverflow === 'ellipsis') continue;
      if (el.scrollWidth > el.clientWidth + 1) {
        const text = (el.textContent ?? '').trim().slice(0, 50);
        out.push(`<${el.tagName.toLowerCase()}> "${text}": ${el.scrollWidth} px of content in ${el.clientWidth} px`);
      }
    }
    return out;
  });
  (soft ? expect.soft : expect)(found, `${label}: text runs out of its box`).toEqual([]);
}

/**
 * The words of `element`'s text that the line breaks split in two (a long word forced apart by
 * overflow-wrap). The parts of a hyphenated word are words of their own: a break after its hyphen is
 * a proper one, and so is a break at a soft hyphen (U+00AD, which the build and the server put at a
 * long word's hyphenation points: the browser draws a hyphen there when it breaks the line).
 */
export function splitWords(element: Locator): Promise<string[]> {
  return element.evaluate((node) => {
    const split: string[] = [];
    const texts = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode() as Text | null; text; text = texts.nextNode() as Text | null) {
      /** The boxes with ink of the text's characters from `from` to `to`. */
      const boxes = (from: number, to: number) => {
        const range = document.createRange();
        range.setStart(text as Text, from);
        range.setEnd(text as Text, to);
        return Array.from(range.getClientRects()).filter((box) => box.width > 0);
      };
      for (const word of text.data.matchAll(/[^\s\u00AD-]+/g)) {
        // Its first and last letters on different lines. (The range of the whole part would not do:
        // a part that starts a line after a soft hyphen's break also gets the box of the hyphen drawn
        // at the end of the line before.)
        const end = word.index + word[0].length;
        const first = boxes(word.index, word.index + 1).at(-1);
        const last = boxes(end - 1, end)[0];
        if (first && last && Math.abs(first.top - last.top) > 1) split.push(word[0]);
      }
    }
    return split;
  });
}

/**
 * The page's headings (h1 to h3 in its main content) break only between words, after a hyphen or
 * at a soft hyphen (a proper hyphenation point, drawn as a hyphen): a Swedish compound too long for
 * the line is never cut at whatever letter reached the edge ("prenumeratione / n").
 */
export async function expectHeadingsWhole(page: Page, label: string, { soft = false } = {}): Promise<void> {
  const split: string[] = [];
  for (const heading of await page.getByRole('main').locator('h1, h2, h3').all()) {
    if (await heading.isVisible()) split.push(...(await splitWords(heading)));
  }
  (soft ? expect.soft : expect)(split, `${label}: words of a heading split across lines`).toEqual([]);
}
