import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MUI_CLASS_PREFIXES, muiClassPrefix } from './classNames';
import { IconSpriteContext, Map as MapIcon, Menu } from './icons';
import * as material from './iconsMaterial';
import { Button } from './mui';
import { iconSpriteSvg } from './server';

const SPRITE = '/static/icons/01234567.svg';

describe('icons', () => {
  it('refer to the page’s sprite: a <use> of their symbol, hidden from assistive technology', () => {
    const html = renderToStaticMarkup(
      <IconSpriteContext value={SPRITE}>
        <Menu fontSize="small" />
      </IconSpriteContext>,
    );
    expect(html).toMatch(new RegExp(`^<svg [^>]*aria-hidden="true"[^>]*><use href="${SPRITE}#Menu"></use></svg>$`));
    // The symbol carries the viewBox; the path data is only in the sprite.
    expect(html).not.toContain('viewBox');
    expect(html).not.toContain('<path');
    expect(html).toContain('S-fontSizeSmall');
  });

  it('draw their paths inline, as MUI’s icons do, when the page has no sprite', () => {
    const Inline = material.Menu;
    expect(renderToStaticMarkup(<Menu />)).toBe(renderToStaticMarkup(<Inline />));
    expect(renderToStaticMarkup(<MapIcon />)).toContain('<path d="');
  });

  it('keep a title when given one', () => {
    const html = renderToStaticMarkup(
      <IconSpriteContext value={SPRITE}>
        <Menu titleAccess="Menu" />
      </IconSpriteContext>,
    );
    expect(html).toContain('role="img"');
    expect(html).toContain('<title>Menu</title>');
    expect(html).not.toContain('aria-hidden');
  });
});

describe('iconSpriteSvg', () => {
  it('has one symbol per icon, named as the icon, with the paths MUI draws it with', () => {
    const sprite = iconSpriteSvg();
    const symbols = Array.from(sprite.matchAll(/<symbol id="(\w+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g));
    expect(symbols.map((symbol) => symbol[1])).toEqual(Object.keys(material));
    const Inline = material.Menu;
    const menu = symbols.find((symbol) => symbol[1] === 'Menu')?.[2] ?? '';
    expect(menu).toMatch(/^<path d="[^"]+"><\/path>$/);
    expect(renderToStaticMarkup(<Inline />)).toContain(menu);
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"><symbol /);
  });
});

describe('MUI class names', () => {
  it('carry the short prefixes, each unique and never one of MUI’s own', () => {
    const prefixes = Object.values(MUI_CLASS_PREFIXES);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const prefix of prefixes) expect(prefix).not.toMatch(/^Mui/);
    expect(muiClassPrefix('MuiTooltip')).toBe('MuiTooltip');
    const html = renderToStaticMarkup(<Button variant="contained">Go</Button>);
    expect(html).toContain('class="BB-root B-root B-contained');
    // (In development Emotion's own class names carry the component's name: not MUI's classes.)
    const classes = /class="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
    expect(classes.filter((name) => name.startsWith('Mui'))).toEqual([]);
  });
});
