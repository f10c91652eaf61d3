// Runs in jsdom (a .tsx test): the browser side reads the linked sheet through the CSSOM.
import { afterEach, describe, expect, it } from 'vitest';
import { markSharedStyles, sharedStyleNames } from './sharedStyles';

/** Links a "shared stylesheet" with `css` as its rules (jsdom loads no stylesheet: a <style>'s sheet stands in). */
function linkSheet(css: string): void {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.appendChild(style);
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/static/css/shared.1.css';
  link.setAttribute('data-emotion-shared', '');
  Object.defineProperty(link, 'sheet', { value: style.sheet });
  document.head.appendChild(link);
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the shared stylesheet in the browser', () => {
  it("reads the Emotion names of the sheet's rules, in @media too, and no other class", () => {
    linkSheet(
      'body{margin:0}.css-a1{color:red}.css-a1:hover,.css-b2 .T-root{color:blue}' +
        '@media (min-width:900px){.css-c3{padding:0}}.T-root:where(.css-d4 .LT-primary){margin:0}@keyframes animation-x{to{opacity:1}}',
    );
    expect(sharedStyleNames(document).sort()).toEqual(['a1', 'b2', 'c3']);
  });

  it('writes them where Emotion reads names on start-up', () => {
    linkSheet('.css-a1{color:red}.css-b2{color:blue}');
    markSharedStyles(document);
    const marker = document.head.querySelector('style[data-emotion^="css "]');
    expect(marker?.getAttribute('data-emotion')).toBe('css a1 b2');
    expect(marker?.textContent).toBe('');
  });

  it('names nothing when the page links no sheet or the sheet did not load', () => {
    markSharedStyles(document);
    const link = document.createElement('link');
    link.setAttribute('data-emotion-shared', '');
    document.head.appendChild(link);
    markSharedStyles(document);
    expect(document.head.querySelector('style')).toBeNull();
  });
});
