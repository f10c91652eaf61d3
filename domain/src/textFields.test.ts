import { describe, expect, it } from 'vitest';
import { fallbackLang, localize, type TextFieldKinds, textFields, withoutDirectionControls } from './textFields';

const FIELDS = {
  title: 'line',
  body: 'markdown',
  note: 'optionalLine',
  body_sv: 'optionalMarkdown',
} as const satisfies TextFieldKinds;
const text = textFields(FIELDS);

describe('text fields', () => {
  it('saves single-line text trimmed, markdown as typed, and empty optional fields as null', () => {
    expect(text.fromDraft({ title: '  Hello ', body: '  - item\n', note: '   ', body_sv: '\n' })).toEqual({
      title: 'Hello',
      body: '  - item\n',
      note: null,
      body_sv: null,
    });
    // Text no reader sees is empty too (zero-width space, word joiner, byte-order mark, soft hyphen).
    expect(text.fromDraft({ title: 'A', body: 'B', note: '\u200B\u2060', body_sv: '\uFEFF\u00AD\n' })).toMatchObject({
      note: null,
      body_sv: null,
    });
    expect(text.fromDraft({ title: 'A', body: 'B', note: ' n ', body_sv: ' **sv** ' })).toMatchObject({
      note: 'n',
      body_sv: ' **sv** ',
    });
  });

  it('takes text-direction controls out of every field, saved or read, and keeps the marks', () => {
    const typed = {
      title: ' Invoice \u202Efdp.exe ',
      body: '\u2067Text\u2069 \u202A**bold**\u202C\n',
      note: '\u202D \u2066',
      body_sv: 'Hej\u200F och\u200E 👩\u200D💻',
    };
    const saved = {
      title: 'Invoice fdp.exe',
      body: 'Text **bold**\n',
      note: null,
      body_sv: 'Hej\u200F och\u200E 👩\u200D💻',
    };
    expect(text.fromDraft(typed)).toEqual(saved);
    // Stored before they were refused (or imported): read without them, so the site never shows them.
    expect(text.read(typed)).toEqual({ ...saved, title: ' Invoice fdp.exe ' });
    expect(withoutDirectionControls('a\u202Bb\u202Cc\u2068d')).toBe('abcd');
  });

  it('shows a stored null as an empty box, and starts a new draft empty', () => {
    expect(text.toDraft({ title: 'A', body: 'B', note: null, body_sv: null })).toEqual({
      title: 'A',
      body: 'B',
      note: '',
      body_sv: '',
    });
    expect(text.emptyDraft()).toEqual({ title: '', body: '', note: '', body_sv: '' });
  });

  it('reads imported documents tolerantly and keeps only the described fields', () => {
    expect(text.read({ title: 42, note: '  ', body_sv: 'Hej', extra: 'x' })).toEqual({
      title: '',
      body: '',
      note: null,
      body_sv: 'Hej',
    });
    const stored = { title: 'A', body: 'B', note: null, body_sv: null, id: 'doc-1' };
    expect(text.pick(stored)).toEqual({ title: 'A', body: 'B', note: null, body_sv: null });
  });

  it('shows each Swedish variant in Swedish where it is filled in, English otherwise', () => {
    const document = { title: 'Hello', title_sv: 'Hej', body: 'Text', body_sv: null };
    expect(localize(document, ['title', 'body'], 'sv')).toEqual({ title: 'Hej', body: 'Text' });
    expect(localize(document, ['title', 'body'], 'en')).toEqual({ title: 'Hello', body: 'Text' });
  });
});

describe('fallbackLang', () => {
  const post = { title: 'Roadmap', title_sv: 'Färdplan', excerpt: 'Short.', excerpt_sv: null, content_sv: '' };
  it('is English where a Swedish reader is shown the English text, nothing where the text is Swedish', () => {
    expect(fallbackLang(post, 'title', 'sv')).toBeUndefined();
    expect(fallbackLang(post, 'excerpt', 'sv')).toBe('en');
    expect(fallbackLang(post, 'content', 'sv')).toBe('en');
  });
  it('is nothing on an English page', () => {
    expect(fallbackLang(post, 'excerpt', 'en')).toBeUndefined();
  });
});
