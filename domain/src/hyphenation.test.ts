import { describe, expect, it } from 'vitest';
import { hyphenate, withHyphenatedTitles } from './hyphenation';
import { hyphenatedTitlesOf, SOFT_HYPHEN, withoutSoftHyphens } from './textFields';

/** The soft hyphens drawn as '|', to read the points. */
const points = (text: string) => text.replaceAll(SOFT_HYPHEN, '|');

describe('hyphenate', () => {
  it('puts soft hyphens at the Swedish hyphenation points of long compounds, and only there', () => {
    expect(points(hyphenate('Processautomatisering', 'sv'))).toBe('Pro|cess|au|to|ma|ti|se|ring');
    expect(points(hyphenate('Transportledningssystem för åkerier', 'sv'))).toBe(
      'Trans|port|led|nings|sy|stem för åkerier',
    );
    expect(points(hyphenate('Framgångsberättelser', 'sv'))).toBe('Fram|gångs|be|rät|tel|ser');
  });

  it('leaves words shorter than 12 letters whole (they fit any heading line)', () => {
    expect(hyphenate('Kompetensutvecklande workshoppar', 'sv')).toBe(
      `Kom${SOFT_HYPHEN}pe${SOFT_HYPHEN}tens${SOFT_HYPHEN}ut${SOFT_HYPHEN}veck${SOFT_HYPHEN}lan${SOFT_HYPHEN}de workshoppar`,
    );
    expect(hyphenate('Redo att skriva er egen berättelse?', 'sv')).toBe('Redo att skriva er egen berättelse?');
  });

  it("takes the parts of the site's compounds that the patterns miss from its exceptions, in any case", () => {
    expect(points(hyphenate('Dokumentautomatisering', 'sv'))).toBe('Do|ku|ment|au|to|ma|ti|se|ring');
    expect(points(hyphenate('Kompetenskartläggning', 'sv'))).toBe('Kom|pe|tens|kart|lägg|ning');
  });

  it('hyphenates English with British patterns', () => {
    expect(points(hyphenate('International organisational transformation', 'en'))).toBe(
      'In|ter|na|tion|al or|gan|isa|tion|al trans|form|a|tion',
    );
  });

  it('takes a hyphenated compound part by part and keeps placeholders whole', () => {
    expect(points(hyphenate('AI-strategirådgivning', 'sv'))).toBe('AI-stra|te|gi|råd|giv|ning');
    expect(hyphenate('Läs mer om {{categoryNameLong}}', 'sv')).toBe('Läs mer om {{categoryNameLong}}');
  });

  it('is the text as written once its soft hyphens are taken out, and hyphenating twice changes nothing', () => {
    const text = 'Plattform för kompetensförsörjning och dokumentautomatisering';
    const once = hyphenate(text, 'sv');
    expect(withoutSoftHyphens(once)).toBe(text);
    expect(hyphenate(once, 'sv')).toBe(once);
  });
});

describe('withHyphenatedTitles and hyphenatedTitlesOf', () => {
  it("adds a display copy only to an item with a long word, which the list's JSON reader takes back", () => {
    const story = { title: 'Transport planning', title_sv: 'Transportledningssystem' };
    const hyphenated = withHyphenatedTitles(story);
    expect(points(hyphenated.hyphenated_titles?.title_sv ?? '')).toBe('Trans|port|led|nings|sy|stem');
    expect(hyphenatedTitlesOf(JSON.parse(JSON.stringify(hyphenated.hyphenated_titles)), story)).toEqual(
      hyphenated.hyphenated_titles,
    );
    expect(withHyphenatedTitles({ title: 'Short', title_sv: null })).not.toHaveProperty('hyphenated_titles');
  });

  it('takes no copy that reads other than the title it copies', () => {
    const story = { title: 'Transport planning', title_sv: 'Transportledningssystem' };
    expect(hyphenatedTitlesOf({ title: 'Transport planning', title_sv: 'Something else' }, story)).toBeUndefined();
    expect(hyphenatedTitlesOf({ title: 'Trans\u00ADport planning', title_sv: null }, story)).toBeUndefined();
    expect(hyphenatedTitlesOf('Transport', story)).toBeUndefined();
    expect(
      hyphenatedTitlesOf({ title: 'Trans\u00ADport planning', title_sv: null }, { ...story, title_sv: null }),
    ).toEqual({ title: 'Trans\u00ADport planning', title_sv: null });
  });
});
