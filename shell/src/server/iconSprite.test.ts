import { describe, expect, it } from 'vitest';
import { iconSprite, iconSpriteMeta, pageIconSprite } from './iconSprite';

const page = (head: string) => `<!doctype html><html><head>${head}</head><body><div id="root"></div></body></html>`;

describe('the icon sprite', () => {
  it('is named by the hash of its content, under /static/ (immutable)', () => {
    const sprite = iconSprite();
    expect(sprite.path).toMatch(/^\/static\/icons\/[0-9a-f]{8}\.svg$/);
    expect(sprite.svg).toContain('<symbol id="Menu"');
    expect(iconSprite()).toBe(sprite);
  });

  it('is referred to when app.html names the sprite this server’s icons make', () => {
    const { path } = iconSprite();
    const template = page(`<title>x</title>${iconSpriteMeta(path)}\n`);
    expect(pageIconSprite(template)).toEqual({ href: path, template });
  });

  it('is not, and the page goes out without it, when app.html names another (parts deployed apart)', () => {
    const template = page(`<title>x</title>${iconSpriteMeta('/static/icons/00000000.svg')}\n`);
    expect(pageIconSprite(template)).toEqual({ href: null, template: page('<title>x</title>') });
  });

  it('is not when app.html names none', () => {
    const template = page('<title>x</title>');
    expect(pageIconSprite(template)).toEqual({ href: null, template });
  });
});
