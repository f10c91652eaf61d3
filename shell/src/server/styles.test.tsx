// @vitest-environment node
// The renderer runs in Node: Emotion keeps each rule's text in `inserted` there.
import { Box, Button, TextField } from '@app/shared-ui/mui';
import { CacheProvider, ClassNames, Global } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mentionedClasses, withMentionedClasses } from './muiClasses';
import { createRenderStyles, type SharedNames, sharedNames, withoutSharedNames } from './styles';

/** A page with a global rule, a class it shows and a class it made on the way but does not show. */
function Page() {
  return (
    <>
      <Global styles={{ body: { margin: 0 } }} />
      <ClassNames>
        {({ css }) => {
          css({ background: 'grey' }); // a loading placeholder's rule, say: not in the final HTML
          return <span className={css({ color: 'red' })}>x</span>;
        }}
      </ClassNames>
    </>
  );
}

describe('createRenderStyles', () => {
  it('keeps the class rules the page uses and every global rule, named as Emotion in the browser expects', () => {
    const styles = createRenderStyles('css');
    const html = renderToString(
      <CacheProvider value={styles.cache}>
        <Page />
      </CacheProvider>,
    );
    const { tags, css } = styles.critical(html);
    const className = /class="css-([^"]+)"/.exec(html)?.[1] ?? '';
    expect(css).toEqual(['body{margin:0;}', `.css-${className}{color:red;}`]);
    expect(tags).toMatch(/^<style data-emotion="css-global [\w-]+">body\{margin:0;\}<\/style>/);
    expect(tags).toContain(`<style data-emotion="css ${className}">.css-${className}{color:red;}</style>`);
    expect(tags).not.toContain('grey');
    // Every element's text is one of the hashed ones: nothing else is inline.
    const texts = Array.from(tags.matchAll(/<style[^>]*>([^<]*)<\/style>/g), (match) => match[1]);
    expect(texts).toEqual(css);
  });
});

describe('the render cache', () => {
  it('writes rules without legacy vendor prefixes, keeping the -webkit-user-select Safari reads', () => {
    const styles = createRenderStyles('css');
    const html = renderToString(
      <CacheProvider value={styles.cache}>
        <Button>Go</Button>
      </CacheProvider>,
    );
    const css = styles.critical(html).css.join('');
    expect(css).toContain('display:inline-flex;');
    expect(css).not.toMatch(/-ms-|display:-webkit-|-webkit-box-|-webkit-align-items/);
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
  });

  it('keeps the -webkit-hyphens Safari before 17 reads (the Swedish headings hyphenate)', () => {
    const styles = createRenderStyles('css');
    const html = renderToString(
      <CacheProvider value={styles.cache}>
        <Box component="h1" lang="sv" sx={{ hyphens: 'auto' }}>
          Kompetensutvecklande
        </Box>
      </CacheProvider>,
    );
    expect(styles.critical(html).css.join('')).toContain('-webkit-hyphens:auto;hyphens:auto;');
  });
});

describe("MUI's class names", () => {
  it('keeps only those a rule mentions, with ours, the state classes and Emotion’s', () => {
    const html =
      '<div class="Bx-root css-a1"><a class="BB-root B-root B-text css-b2 Mui-focusVisible mode-dark">x</a>' +
      '<span class="Bx-root">y</span><fieldset class="OI-notchedOutline css-c3"></fieldset></div>';
    const mentioned = mentionedClasses([
      ['a1h', '.css-a1:hover .OI-notchedOutline{color:red;}'],
      ['n', '.css-n:not(.B-text){gap:0;}'],
    ]);
    expect([...mentioned].sort()).toEqual(['B-text', 'OI-notchedOutline']);
    expect(withMentionedClasses(html, mentioned)).toBe(
      '<div class="css-a1"><a class="B-text css-b2 Mui-focusVisible mode-dark">x</a>' +
        '<span>y</span><fieldset class="OI-notchedOutline css-c3"></fieldset></div>',
    );
  });

  it("leave a page's HTML unless one of its rules selects them", () => {
    const styles = createRenderStyles('css');
    const html = renderToString(
      <CacheProvider value={styles.cache}>
        <Button>Go</Button>
        <TextField label="Name" />
      </CacheProvider>,
    );
    expect(html).toContain('B-root');
    const page = styles.critical(html).html;
    for (const name of ['BB-root', 'B-root', 'B-text', 'TF-root', 'FC-root']) {
      expect(page).not.toMatch(new RegExp(`class="[^"]*\\b${name}\\b`));
    }
    // The outlined input's rules select its outline and its input.
    expect(page).toContain('OI-notchedOutline');
    // Every element keeps the Emotion class that styles it.
    expect(Array.from(page.matchAll(/css-\w+/g)).length).toBe(Array.from(html.matchAll(/css-\w+/g)).length);
  });
});

describe('the shared stylesheet', () => {
  it("is linked without its names in a rendered page (they are the renderer's)", () => {
    const template =
      '<head><link rel="stylesheet" href="/static/css/shared.1.css" data-emotion-shared="a1 global:g3"></head>';
    expect(withoutSharedNames(template)).toBe(
      '<head><link rel="stylesheet" href="/static/css/shared.1.css" data-emotion-shared></head>',
    );
    expect(withoutSharedNames('<head></head>')).toBe('<head></head>');
  });

  function renderWith(shared: SharedNames | null) {
    const styles = createRenderStyles('css');
    const html = renderToString(
      <CacheProvider value={styles.cache}>
        <Page />
      </CacheProvider>,
    );
    return { ...styles.critical(html, shared), html };
  }

  it('reads the names app.html lists on its link to the sheet', () => {
    const template =
      '<head><link rel="stylesheet" href="/static/css/shared.1.css" data-emotion-shared="a1 b2 global:g3"></head>';
    expect(sharedNames(template)).toEqual({ regular: new Set(['a1', 'b2']), global: new Set(['g3']) });
    expect(sharedNames('<head><link rel="stylesheet" href="/x.css"></head>')).toBeNull();
  });

  it("leaves out the sheet's rules and names its global rule sets in empty elements for Emotion in the browser", () => {
    const alone = renderWith(null);
    const className = /class="css-([^"]+)"/.exec(alone.html)?.[1] ?? '';
    const global = /data-emotion="css-global ([\w-]+)"/.exec(alone.tags)?.[1] ?? '';
    const shared = renderWith({ regular: new Set([className, 'elsewhere']), global: new Set([global]) });
    expect(shared.css).toEqual([]);
    // The regular names are not sent: the browser reads them from the sheet (../sharedStyles.ts).
    expect(shared.tags).toBe(`<style data-emotion="css-global ${global}"></style>`);
  });

  it('inlines what the sheet lacks (a site remote deployed after the shell)', () => {
    const partly = renderWith({ regular: new Set(['older']), global: new Set() });
    expect(partly.css).toHaveLength(2);
    expect(partly.css.join('')).toContain('color:red');
    expect(partly.tags).not.toContain('older');
  });
});
