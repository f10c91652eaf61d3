import { describe, expect, it } from 'vitest';
import {
  assertNothingAdded,
  assertSameStructure,
  hasTranslatableText,
  joinChunks,
  MarkdownGuardError,
  protectMarkdown,
  restoreMarkdown,
  splitIntoChunks,
  structureOf,
  unwrapAnswer,
} from './markdown';

const post = [
  '# Title',
  '',
  'Read [the guide](https://example.com/a_(b) "Guide") or <https://example.com/auto>, see https://example.com/x.',
  'Run `npm ci` then ``a ` b``.',
  '',
  '```ts',
  'const link = "[x](https://not-a-link)";',
  '```',
  '',
  '- item with ![alt text](/img/a.png)',
  '',
  '[ref]: https://example.com/ref',
  '',
  '~~~',
  'unterminated fence keeps going',
].join('\n');

describe('protectMarkdown / restoreMarkdown', () => {
  it('hides code and addresses, keeps the words, and restores exactly', () => {
    const { text, originals } = protectMarkdown(post);
    expect(text).toContain('Read [the guide](%%MD');
    expect(text).toContain('- item with ![alt text](%%MD');
    expect(text).not.toMatch(/https?:|npm ci|const link|\/img\/a\.png|unterminated/);
    expect(originals).toContain('```ts\nconst link = "[x](https://not-a-link)";\n```');
    expect(originals).toContain('https://example.com/a_(b) "Guide"');
    expect(originals).toContain('``a ` b``');
    expect(restoreMarkdown(text, originals)).toBe(post);
  });

  it('refuses a translation that lost, repeated or invented a placeholder', () => {
    const { text, originals } = protectMarkdown('See `a` and `b`.');
    expect(text).toBe('See %%MD0%% and %%MD1%%.');
    expect(() => restoreMarkdown('Se %%MD0%%.', originals)).toThrow(MarkdownGuardError);
    expect(() => restoreMarkdown('Se %%MD0%% %%MD0%% %%MD1%%.', originals)).toThrow(/1 of 2/);
    expect(() => restoreMarkdown('Se %%MD0%% %%MD1%% %%MD7%%.', originals)).toThrow(MarkdownGuardError);
    expect(restoreMarkdown('Se %%MD1%% och %%MD0%%.', originals)).toBe('Se `b` och `a`.');
  });
});

describe('reference links', () => {
  it('keep their labels out of the translation, so a link and its definition still match', () => {
    const markdown =
      'Read [our guide][guide] and ![the chart][chart].\n\n[guide]: https://example.com/guide\n  [chart]: /img/chart.png "Chart"';
    const { text, originals } = protectMarkdown(markdown);
    // The words are the model's; the labels, as the addresses, are not.
    expect(text).toBe(
      'Read [our guide][%%MD0%%] and ![the chart][%%MD1%%].\n\n[%%MD2%%]: %%MD3%%\n  [%%MD4%%]: %%MD5%%',
    );
    expect(originals).toEqual([
      'guide',
      'chart',
      'guide',
      'https://example.com/guide',
      'chart',
      '/img/chart.png "Chart"',
    ]);
    expect(restoreMarkdown(text.replace('our guide', 'vår guide'), originals)).toBe(
      markdown.replace('our guide', 'vår guide'),
    );
  });
});

describe('shortcut and collapsed reference links', () => {
  const markdown = [
    'Read [Our guide] and ![The  chart][] first.',
    '',
    '[our guide]: https://example.com/guide',
    '[the chart]: /img/chart.png',
  ].join('\n');

  it('get their text translated and keep naming their definition', () => {
    const { text, originals } = protectMarkdown(markdown);
    // The model translates every word it is sent, the link texts included.
    const answer = text
      .replace('Read', 'Läs')
      .replace('Our guide', 'Vår guide')
      .replace('and', 'och')
      .replace('The  chart', 'Diagrammet')
      .replace('first', 'först');
    expect(restoreMarkdown(answer, originals)).toBe(
      [
        'Läs [Vår guide][Our guide] och ![Diagrammet][The  chart] först.',
        '',
        '[our guide]: https://example.com/guide',
        '[the chart]: /img/chart.png',
      ].join('\n'),
    );
  });

  it('leave brackets that name no definition as they are (a task list’s [x], a [sic])', () => {
    const plain = '- [x] done, as they say [sic].\n\n[guide]: https://example.com/guide';
    expect(protectMarkdown(plain).text).toBe('- [x] done, as they say [sic].\n\n[%%MD0%%]: %%MD1%%');
  });
});

describe('footnotes', () => {
  it('keep their labels, while their text is translated like any other', () => {
    const markdown = 'A bold claim[^source] and another[^2].\n\n[^source]: The annual report.\n[^2]: Our own survey.';
    const { text, originals } = protectMarkdown(markdown);
    expect(text).toBe(
      'A bold claim[^%%MD0%%] and another[^%%MD1%%].\n\n[^%%MD2%%]: The annual report.\n[^%%MD3%%]: Our own survey.',
    );
    const answer = text
      .replace('A bold claim', 'Ett djärvt påstående')
      .replace('and another', 'och ett till')
      .replace('The annual report', 'Årsredovisningen')
      .replace('Our own survey', 'Vår egen enkät');
    expect(() => assertNothingAdded(text, answer)).not.toThrow();
    expect(restoreMarkdown(answer, originals)).toBe(
      'Ett djärvt påstående[^source] och ett till[^2].\n\n[^source]: Årsredovisningen.\n[^2]: Vår egen enkät.',
    );
  });
});

describe('indented code blocks', () => {
  it('are code the model never sees, as fenced blocks are', () => {
    const markdown = [
      'Call it like this:',
      '',
      '    const results = translate("Hello world");',
      '',
      '    console.log(results);',
      '\tdone();',
      '',
      'Then read the results.',
    ].join('\n');
    const { text, originals } = protectMarkdown(markdown);
    expect(text).not.toMatch(/const results|console\.log|done\(\)/);
    expect(text).toMatch(/^Call it like this:\n\n%%MD0%%\n\nThen read the results\.$/);
    expect(originals).toEqual([
      '    const results = translate("Hello world");\n\n    console.log(results);\n\tdone();',
    ]);
    expect(restoreMarkdown(text, originals)).toBe(markdown);
  });

  it("leave alone what is no code block: a list item's continuation, a paragraph's next line", () => {
    const markdown = ['- First step', '', '    More about the first step.', '', 'A paragraph', '    continued.'].join(
      '\n',
    );
    expect(protectMarkdown(markdown)).toEqual({ text: markdown, originals: [] });
  });
});

describe('structure check', () => {
  it('counts headings by level, list items and table rows', () => {
    expect(structureOf('# A\n## B\n- x\n1. y\n| a | b |\n|---|---|\n#no heading')).toEqual({
      headings: [1, 2],
      listItems: 2,
      tableRows: 2,
    });
  });

  it('accepts the same structure and names what changed', () => {
    expect(() => assertSameStructure('# A\n- x', '# B\n- y')).not.toThrow();
    expect(() => assertSameStructure('# A\n- x\n- y', '## A\n- x y')).toThrow(
      'the translation changed the markdown structure (heading levels 1 → 2, list items 2 → 1)',
    );
  });
});

describe('assertNothingAdded', () => {
  const source = protectMarkdown(
    'Read [our guide](https://example.com/guide) and ![the chart](/img/chart.png).\n\n' +
      'See <https://example.com> or www.example.com. `<b>code</b>` stays code.\n\n[ref]: https://example.com/ref',
  ).text;

  it('accepts a translation with the same links, images and no new HTML', () => {
    const translated = source
      .replace('Read', 'Läs')
      .replace('our guide', 'vår guide')
      .replace('stays code', 'förblir kod');
    expect(() => assertNothingAdded(source, translated)).not.toThrow();
  });

  it('refuses an injected link and names it', () => {
    expect(() =>
      assertNothingAdded(source, `${source}\n\nLogga in på ditt [konto](https://evil.example/login).`),
    ).toThrow(
      new MarkdownGuardError(
        'the translation added a link to https://evil.example/login that the original does not have',
      ),
    );
  });

  it('reads an added definition’s address once, without its title, and not again as a bare address', () => {
    expect(() =>
      assertNothingAdded(source, `${source}\n\n[x][e]\n\n  [e]: https://evil.example/login "Log in"`),
    ).toThrow(
      new MarkdownGuardError(
        'the translation added a link to https://evil.example/login that the original does not have',
      ),
    );
  });

  it('refuses a tracking pixel, as an image and as HTML', () => {
    expect(() => assertNothingAdded(source, `${source} ![](https://evil.example/p.gif)`)).toThrow(
      'the translation added an image (https://evil.example/p.gif) that the original does not have',
    );
    expect(() => assertNothingAdded(source, `${source} <img src="https://evil.example/p.gif">`)).toThrow(
      /added raw HTML \(<img src="https:\/\/evil\.example\/p\.gif">\)/,
    );
  });

  it('refuses added addresses in every link form, and a link turned into an image', () => {
    for (const extra of [
      'www.evil.example',
      'https://evil.example/x',
      '<https://evil.example>',
      '[x][e]\n\n[e]: https://evil.example',
      '<a href="https://evil.example">x</a>',
      '<!-- hidden -->',
    ]) {
      expect(() => assertNothingAdded(source, `${source}\n\n${extra}`), extra).toThrow(MarkdownGuardError);
    }
    const linkAsImage = source.replace('[our guide]', '![our guide]');
    expect(() => assertNothingAdded(source, linkAsImage)).toThrow(/added an image/);
  });

  it('refuses an added autolink of any scheme the site links (<tel:…>), and keeps the original’s as placeholders', () => {
    expect(() => assertNothingAdded(source, `${source}\n\nRing oss: <tel:+46701234567>`)).toThrow(
      'the translation added a link to tel:+46701234567 that the original does not have',
    );
    const { text, originals } = protectMarkdown('Call <tel:+46701234567> today.');
    expect(text).not.toContain('tel:');
    expect(restoreMarkdown(text.replace('Call', 'Ring'), originals)).toBe('Ring <tel:+46701234567> today.');
  });

  it('sends e-mail addresses as placeholders, and refuses an added one, which the site renders as a mailto link', () => {
    const { text, originals } = protectMarkdown('Write to info@example.com or <sales@example.com>.');
    expect(text).not.toContain('@');
    expect(restoreMarkdown(text.replace('Write to', 'Skriv till'), originals)).toBe(
      'Skriv till info@example.com or <sales@example.com>.',
    );
    // As a model obeying an instruction hidden in the post: an autolink, or a bare address (GFM).
    for (const extra of [
      'Fakturafrågor: <billing@evil.example>',
      'Skriv till billing@evil.example',
      'Skriv till mailto:billing@evil.example',
    ]) {
      expect(() => assertNothingAdded(source, `${source}\n\n${extra}`), extra).toThrow(
        'the translation added a link to mailto:billing@evil.example that the original does not have',
      );
    }
  });
});

describe('chunks', () => {
  it('splits at blank lines within the size and joins back exactly', () => {
    const text = 'aaaa\n\nbbbb\n \n\ncccc\n\ndddddddddddd\n';
    const { pieces, separators } = splitIntoChunks(text, 10);
    expect(pieces).toEqual(['aaaa\n\nbbbb', 'cccc', 'dddddddddddd\n']);
    expect(joinChunks(pieces, separators)).toBe(text);
    expect(joinChunks(...(Object.values(splitIntoChunks('one', 10)) as [string[], string[]]))).toBe('one');
  });

  it('splits a block longer than a piece (a long table) at its line breaks, and joins back exactly', () => {
    const table = ['| Name | Value |', '|---|---|', '| Time saved | 70% |', '| Cost | -30% |'].join('\n');
    const text = `Intro\n\n${table}\n\nOutro`;
    const { pieces, separators } = splitIntoChunks(text, 36);
    // The table's lines fill pieces as blocks do: the first two beside the intro, the last two together.
    expect(pieces).toEqual(['Intro\n\n| Name | Value |\n|---|---|', '| Time saved | 70% |\n| Cost | -30% |', 'Outro']);
    expect(separators).toEqual(['\n', '\n\n', '']);
    expect(joinChunks(pieces, separators)).toBe(text);
    // One line longer than a piece stays whole.
    expect(splitIntoChunks('x'.repeat(50), 36).pieces).toEqual(['x'.repeat(50)]);
  });
});

describe('helpers', () => {
  it('knows when a piece has nothing to translate', () => {
    expect(hasTranslatableText('%%MD0%%\n\n| --- |')).toBe(false);
    expect(hasTranslatableText('Hej %%MD0%%')).toBe(true);
  });

  it('unwraps an answer a model put in a fence', () => {
    expect(unwrapAnswer('```markdown\n# Hej\n```', '# Hello')).toBe('# Hej');
    expect(unwrapAnswer('```\ncode\n```', '```\ncode\n```')).toBe('```\ncode\n```');
  });
});
