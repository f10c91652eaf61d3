import { describe, expect, it } from 'vitest';
import {
  englishFingerprints,
  missingSwedishFields,
  sourcesAfterRestore,
  sourcesAfterSave,
  sourcesAfterTranslation,
  staleFromFingerprints,
  staleSwedishFields,
  textFingerprint,
  translatedPairs,
  translationSourcesId,
} from './translationSources';

const FIELDS = ['title', 'content'] as const;

describe('textFingerprint', () => {
  it('is stable, ignores spaces at the ends, and tells texts apart', () => {
    expect(textFingerprint('Hello world')).toBe(textFingerprint('  Hello world\n'));
    expect(textFingerprint('Hello world')).toMatch(/^[0-9a-f]{14}$/);
    expect(textFingerprint('Hello world')).not.toBe(textFingerprint('Hello World'));
    expect(textFingerprint('')).toBe(textFingerprint('   '));
  });
});

describe('sourcesAfterSave', () => {
  const previous = { title: 'Old', title_sv: 'Gammal', content: 'Body', content_sv: 'Text' };
  const sources = { title: textFingerprint('Old'), content: textFingerprint('Body') };

  it('records the English a new or changed Swedish text was saved with; keeps unchanged ones', () => {
    const saved = { title: 'New', title_sv: 'Ny', content: 'Body changed', content_sv: 'Text' };
    expect(sourcesAfterSave(FIELDS, saved, previous, sources)).toEqual({
      title: textFingerprint('New'),
      content: textFingerprint('Body'),
    });
  });

  it('has no source for empty Swedish, and one for every Swedish text of a new document', () => {
    expect(sourcesAfterSave(FIELDS, { title: 'T', title_sv: 'S', content: 'C', content_sv: null }, null, {})).toEqual({
      title: textFingerprint('T'),
    });
  });

  it('leaves a Swedish text of unknown origin without a source until it is written again', () => {
    expect(sourcesAfterSave(FIELDS, { ...previous, title: 'Edited' }, previous, {})).toEqual({});
  });
});

describe('sourcesAfterRestore', () => {
  // Version 1: "A" with its Swedish translated from it. Version 2: the English edited to "B", the
  // Swedish left as it was (stale). Version 3 (now): the Swedish translated again, from "B".
  const version2 = { title: 'B', title_sv: 'A på svenska', content: 'Body', content_sv: 'Text' };
  const version2Sources = { title: textFingerprint('A'), content: textFingerprint('Body') };
  const now = { ...version2, title_sv: 'B på svenska' };
  const nowSources = { title: textFingerprint('B'), content: textFingerprint('Body') };

  it('gives the restored Swedish the source its version recorded: stale Swedish comes back stale', () => {
    const sources = sourcesAfterRestore(FIELDS, version2, now, nowSources, {
      fields: version2,
      sources: version2Sources,
    });
    expect(sources).toEqual(version2Sources);
    expect(staleSwedishFields(FIELDS, version2, version2, sources)).toEqual(['title']);
  });

  it('and current Swedish comes back current, whatever the sources are now', () => {
    const version1 = { ...version2, title: 'A' };
    const sources = sourcesAfterRestore(FIELDS, version1, now, nowSources, {
      fields: version1,
      sources: version2Sources,
    });
    expect(staleSwedishFields(FIELDS, version1, version1, sources)).toEqual([]);
  });

  it('keeps a Swedish text its version knew no source of without one', () => {
    expect(
      sourcesAfterRestore(FIELDS, version2, now, nowSources, {
        fields: version2,
        sources: { content: nowSources.content },
      }),
    ).toEqual({ content: nowSources.content });
  });

  it('falls back to a save of it for a version that recorded no sources, or a Swedish text changed since', () => {
    expect(sourcesAfterRestore(FIELDS, version2, now, nowSources, { fields: version2, sources: null })).toEqual(
      sourcesAfterSave(FIELDS, version2, now, nowSources),
    );
    const typed = { ...version2, title_sv: 'Skrivet nu' };
    expect(sourcesAfterRestore(FIELDS, typed, now, nowSources, { fields: version2, sources: version2Sources })).toEqual(
      { title: textFingerprint('B'), content: textFingerprint('Body') },
    );
  });
});

describe('staleSwedishFields', () => {
  const stored = { title: 'Old', title_sv: 'Gammal', content: 'Body', content_sv: 'Text' };
  const sources = { title: textFingerprint('Old'), content: textFingerprint('Body') };

  it('marks the Swedish whose English changed since it was translated', () => {
    expect(staleSwedishFields(FIELDS, stored, stored, sources)).toEqual([]);
    const edited = { ...stored, content: 'Body with a new paragraph' };
    expect(staleSwedishFields(FIELDS, edited, stored, sources)).toEqual(['content']);
  });

  it('counts Swedish typed or translated since the document was opened as current', () => {
    const edited = { ...stored, content: 'New body', content_sv: 'Ny text' };
    expect(staleSwedishFields(FIELDS, edited, stored, sources)).toEqual([]);
  });

  it('does not mark Swedish of unknown origin, or absent Swedish', () => {
    expect(staleSwedishFields(FIELDS, { ...stored, title: 'Changed' }, stored, { content: sources.content })).toEqual(
      [],
    );
    const noSwedish = { title: 'Changed', title_sv: null, content: 'Body', content_sv: 'Text' };
    expect(staleSwedishFields(FIELDS, noSwedish, noSwedish, sources)).toEqual([]);
  });
});

describe('fields auto-translated in the editor (translatedPairs)', () => {
  const stored = { title: 'Old title', title_sv: 'Gammal titel', content: 'Old body', content_sv: 'Gammal text' };
  const sources = { title: textFingerprint('Old title'), content: textFingerprint('Old body') };

  it('English edited after the Swedish was translated from it: out of date in the editor and once saved', () => {
    // Translated from the new English, then the English was edited again before saving.
    const translated = { ...stored, title: 'New title', title_sv: 'Ny titel' };
    const pairs = translatedPairs(['title'], translated);
    const edited = { ...translated, title: 'New title, edited' };
    expect(staleSwedishFields(FIELDS, edited, stored, sources, pairs)).toEqual(['title']);
    expect(staleSwedishFields(FIELDS, translated, stored, sources, pairs)).toEqual([]);
    const saved = sourcesAfterSave(FIELDS, edited, stored, sources, pairs);
    expect(saved.title).toBe(textFingerprint('New title'));
    expect(staleSwedishFields(FIELDS, edited, edited, saved)).toEqual(['title']);
  });

  it('English translated from the Swedish, which stayed as it was: the Swedish is current', () => {
    const translated = { ...stored, title: 'Old title (from the Swedish)', content: 'Body from the Swedish' };
    const pairs = translatedPairs(['title', 'content'], translated);
    expect(staleSwedishFields(FIELDS, translated, stored, sources, pairs)).toEqual([]);
    const saved = sourcesAfterSave(FIELDS, translated, stored, sources, pairs);
    expect(staleSwedishFields(FIELDS, translated, translated, saved)).toEqual([]);
  });

  it('a Swedish text typed over the translation is written against the English beside it, as ever', () => {
    const translated = { ...stored, title: 'New title', title_sv: 'Ny titel' };
    const pairs = translatedPairs(['title'], translated);
    const typed = { ...translated, title: 'New title, edited', title_sv: 'Ny titel, ändrad' };
    expect(staleSwedishFields(FIELDS, typed, stored, sources, pairs)).toEqual([]);
    expect(sourcesAfterSave(FIELDS, typed, stored, sources, pairs).title).toBe(textFingerprint('New title, edited'));
  });
});

describe('missingSwedishFields / translationSourcesId', () => {
  it('names English fields with text but no Swedish', () => {
    expect(missingSwedishFields(FIELDS, { title: 'T', title_sv: '  ', content: '', content_sv: null })).toEqual([
      'title',
    ]);
    expect(translationSourcesId('blogs', 'abc')).toBe('blogs_abc');
  });
});

describe('sourcesAfterTranslation', () => {
  it('records the English sent for the fields written, and keeps the other sources', () => {
    const sources = { title: 'kept', content: 'old' };
    expect(sourcesAfterTranslation({ title: 'T', content: 'New body' }, ['content'], sources)).toEqual({
      title: 'kept',
      content: textFingerprint('New body'),
    });
  });
});

describe('staleFromFingerprints', () => {
  const saved = { title: 'Old', title_sv: 'Gammal', content: 'Body', content_sv: 'Text' };
  const fields = sourcesAfterSave(FIELDS, saved, null, {});

  it('agrees with staleSwedishFields on the document as saved, without its texts', () => {
    for (const edited of [saved, { ...saved, content: 'New body' }, { ...saved, title: '', content: 'New' }]) {
      const sources = { fields, english: englishFingerprints(FIELDS, edited) };
      expect(staleFromFingerprints(FIELDS, sources)).toEqual(staleSwedishFields(FIELDS, edited, edited, fields));
    }
  });

  it('marks nothing without sources, and cannot tell from sources saved without the English', () => {
    expect(staleFromFingerprints(FIELDS, { fields: {}, english: englishFingerprints(FIELDS, saved) })).toEqual([]);
    expect(staleFromFingerprints(FIELDS, { fields: {} })).toEqual([]);
    expect(staleFromFingerprints(FIELDS, { fields })).toBeNull();
  });
});

describe('metrics', () => {
  const METRIC_FIELDS = ['metrics'] as const;
  const stored = {
    metrics: [{ metric: 'Time saved', value: '3 weeks' }],
    metrics_sv: [{ metric: 'Sparad tid', value: '3 veckor' }],
  };

  it('are tracked by their "Metric Name: Value" lines, stored or typed', () => {
    const sources = sourcesAfterSave(METRIC_FIELDS, stored, null, {});
    expect(sources).toEqual({ metrics: textFingerprint('Time saved: 3 weeks') });
    expect(englishFingerprints(METRIC_FIELDS, stored)).toEqual(sources);
    // The editor's draft, typed with other spacing: the same metrics, nothing out of date.
    const draft = { metrics_text: 'Time saved :3 weeks\n\n', metrics_sv_text: 'Sparad tid: 3 veckor' };
    expect(staleSwedishFields(METRIC_FIELDS, draft, stored, sources)).toEqual([]);
  });

  it('are out of date when an English name or value changes, and missing when there are none in Swedish', () => {
    const sources = sourcesAfterSave(METRIC_FIELDS, stored, null, {});
    const edited = { ...stored, metrics: [{ metric: 'Time saved', value: '4 weeks' }] };
    expect(staleSwedishFields(METRIC_FIELDS, edited, edited, sources)).toEqual(['metrics']);
    expect(
      staleSwedishFields(
        METRIC_FIELDS,
        { metrics_text: 'Time saved: 4 weeks', metrics_sv_text: 'Sparad tid: 3 veckor' },
        stored,
        sources,
      ),
    ).toEqual(['metrics']);
    expect(
      staleFromFingerprints(METRIC_FIELDS, { fields: sources, english: englishFingerprints(METRIC_FIELDS, edited) }),
    ).toEqual(['metrics']);
    expect(missingSwedishFields(METRIC_FIELDS, { ...stored, metrics_sv: null })).toEqual(['metrics']);
    expect(missingSwedishFields(METRIC_FIELDS, { metrics: null, metrics_sv: null })).toEqual([]);
  });
});
