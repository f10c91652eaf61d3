import { describe, expect, it } from 'vitest';
import {
  FALLBACK_SLUG,
  isValidSlug,
  makeSlug,
  SLUG_MAX_LENGTH,
  slugCandidates,
  slugify,
  slugWasShortened,
  transliterate,
} from './slug';

describe('slugify', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  --Hello,   World!--  ', 'hello-world'],
    ['How AI increased sales by 40%', 'how-ai-increased-sales-by-40'],
    ['Så här', 'sa-har'],
    ['Öka försäljningen med AI', 'oka-forsaljningen-med-ai'],
    ['Café crème brûlée', 'cafe-creme-brulee'],
    ['Smørrebrød & Æbleskiver', 'smorrebrod-aebleskiver'],
    ['Straße Łódź', 'strasse-lodz'],
    ['ÅÄÖ åäö', 'aao-aao'],
    ['AI_strategy/2025', 'ai-strategy-2025'],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('gives an empty slug when nothing is left, which makeSlug replaces', () => {
    expect(slugify('!!! ???')).toBe('');
    expect(makeSlug({ title: '!!!' })).toBe(FALLBACK_SLUG);
  });

  it('cuts long titles at a word boundary within the limit', () => {
    const slug = slugify('word '.repeat(100));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(isValidSlug(slug)).toBe(true);
    expect(slug.endsWith('word')).toBe(true);
  });

  it('always produces a slug that passes the stored-slug pattern', () => {
    for (const title of ['Så här når du 50 % fler kunder', 'a--b', '-x-', 'Ünïcødé']) {
      expect(isValidSlug(slugify(title))).toBe(true);
    }
  });

  it('transliterates before lowercasing does not matter', () => {
    expect(transliterate('ÅÄÖ')).toBe('aao');
  });
});

describe('makeSlug', () => {
  it('uses the typed slug (normalised) before the title', () => {
    expect(makeSlug({ slug: 'My Custom Slug', title: 'Other' })).toBe('my-custom-slug');
    expect(makeSlug({ slug: '   ', title: 'Så här' })).toBe('sa-har');
    expect(makeSlug({ slug: null, title: 'Så här' })).toBe('sa-har');
  });

  it('makes it from the title when the typed slug has no letter or digit to keep, never "untitled" beside a title', () => {
    // Typed "🙂" or "---" renamed a published post to /blog/untitled, its old address redirecting there.
    for (const typed of ['🙂', '---', ' <> ', 'שלום']) {
      expect(makeSlug({ slug: typed, title: 'Så här' }), JSON.stringify(typed)).toBe('sa-har');
    }
    expect(makeSlug({ slug: '🙂', title: '!!!' })).toBe(FALLBACK_SLUG);
  });
});

describe('slugCandidates', () => {
  it('offers the base, then -2, -3 … within the length limit', () => {
    const long = 'a'.repeat(SLUG_MAX_LENGTH);
    const first = (base: string, count: number) => {
      const out: string[] = [];
      for (const candidate of slugCandidates(base)) {
        out.push(candidate);
        if (out.length === count) break;
      }
      return out;
    };
    expect(first('ai-guide', 3)).toEqual(['ai-guide', 'ai-guide-2', 'ai-guide-3']);
    expect(first(long, 2)[1]).toHaveLength(SLUG_MAX_LENGTH);
  });
});

describe('slugWasShortened', () => {
  const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

  it('says when the slug typed was cut to the longest slug', () => {
    const typed = words(30);
    expect(slugify(typed).length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slugWasShortened({ slug: typed, title: 'Short' })).toBe(true);
  });

  it('says so for a slug made from a long title when none was typed', () => {
    expect(slugWasShortened({ slug: '', title: words(30) })).toBe(true);
    expect(slugWasShortened({ slug: null, title: words(30) })).toBe(true);
  });

  it('does not for a slug of the longest length, nor for one whose title is long', () => {
    expect(slugWasShortened({ slug: 'a'.repeat(SLUG_MAX_LENGTH), title: 'x' })).toBe(false);
    expect(slugWasShortened({ slug: `--${'a'.repeat(SLUG_MAX_LENGTH)}--`, title: 'x' })).toBe(false);
    expect(slugWasShortened({ slug: 'short-one', title: words(30) })).toBe(false);
    expect(slugWasShortened({ slug: '🙂', title: 'Hello' })).toBe(false);
  });
});
