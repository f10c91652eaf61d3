import {
  CONTENT_PROBLEM_CODES,
  type ContentProblem,
  type ContentProblemCode,
  type ContentProblemParams,
  DOCUMENT_ID_FIELD,
  type Language,
} from '@app/domain';
import { createI18n } from '@app/platform';
import { describe, expect, it } from 'vitest';
import { adminStrings } from '../../i18n';
import type { AdminKey } from '../../i18n/keys';
import { archiveProblemSaysAll, archiveProblemText, problemText, refusalPlace } from './problemText';

/** Values for each code's sentence: a code added to the domain fails to compile here until it has some. */
const SAMPLES: { [C in ContentProblemCode]: ContentProblemParams[C] } = {
  notAccepted: { count: 1 },
  required: {},
  tooLong: { max: 160, message: 'must be at most 160 characters' },
  fieldInvalid: { message: 'must be text' },
  wholeNumber: { from: 1 },
  headNextInvalid: {},
  dateTime: {},
  claimSlugInvalid: { slug: 'Bad Slug', message: 'must be lowercase' },
  claimIdInvalid: {},
  versionIdInvalid: {},
  versionNumberMismatch: { number: 4, id: '000005' },
  beforeHistoryNotFirst: {},
  beforeHistoryRestored: {},
  saverEmail: {},
  restoredFromInvalid: {},
  restoredFromNotBefore: { restored: 6, number: 5 },
  restoredFromNotKept: { restored: 2, number: 80, kept: 50 },
  versionFieldsInvalid: {},
  versionRevisionMismatch: { named: 3, number: 4 },
  historyWithoutItem: { item: 'blogs/gone' },
  historyHeadMissing: {},
  revisionWithoutHead: { named: 7 },
  revisionNotNewest: { named: 7, newest: 8, next: 9 },
  versionAfterHead: { number: 12, next: 9 },
  versionTooOld: { number: 3, kept: 50, next: 90 },
  beforeHistoryAlone: { next: 2 },
  versionsMissing: {
    next: 13,
    oldest: '000001',
    newest: '000012',
    missing: ['000003', '000004', '000005', '000006', '000007'],
    count: 9,
  },
  restoredFromMissing: { restored: 11 },
  sourcesIdInvalid: { forms: ['blogs_<id>', 'case_studies_<id>'] },
  fingerprintsInvalid: {},
  notTranslatedField: { collection: 'case_studies' },
  fingerprintInvalid: {},
  strayNoItem: {},
  strayMissingItem: { item: 'blogs/elsewhere' },
  strayClaimSlug: { item: 'blogs/p', slug: 'other-slug' },
  strayRedirectOwnSlug: { item: 'blogs/p' },
  slugShared: { slug: 'twice', other: 'blogs/q' },
  claimAlsoRedirect: { slug: 'both', other: 'blog_redirects/both' },
  redirectAlsoClaimed: { slug: 'both', other: 'blog_slugs/both' },
  slugTaken: { item: 'blogs/p', slug: 'taken', carrier: 'blogs/live' },
};

const FIELDS: Partial<Record<ContentProblemCode, string>> = {
  claimSlugInvalid: DOCUMENT_ID_FIELD,
  versionIdInvalid: DOCUMENT_ID_FIELD,
  sourcesIdInvalid: DOCUMENT_ID_FIELD,
  claimAlsoRedirect: DOCUMENT_ID_FIELD,
  redirectAlsoClaimed: DOCUMENT_ID_FIELD,
};

const sample = (code: ContentProblemCode): ContentProblem =>
  ({ code, params: SAMPLES[code], field: FIELDS[code] ?? 'title' }) as ContentProblem;

function textIn(language: Language) {
  const i18n = createI18n(language, 'admin', adminStrings);
  const t = i18n.getFixedT(language, 'admin');
  return (key: AdminKey, options?: Record<string, unknown>) => t(key, options ?? {});
}
const en = textIn('en');
const sv = textIn('sv');

/** The values a sentence shows (the schema's English `message` is not shown; a count only where it says how many). */
function shownValues(code: ContentProblemCode): string[] {
  return Object.entries(SAMPLES[code]).flatMap(([name, value]) => {
    if (name === 'message' || (name === 'count' && code === 'notAccepted')) return [];
    if (value === null) return [];
    return Array.isArray(value) ? value.map(String) : [String(value)];
  });
}

describe('problemText', () => {
  it.each(CONTENT_PROBLEM_CODES)('words %s in English and in Swedish, with its field and values', (code) => {
    const english = problemText(en, 'en', sample(code));
    const swedish = problemText(sv, 'sv', sample(code));
    for (const text of [english, swedish]) {
      expect(text).not.toMatch(/contentRestore|\{\{|undefined|\[object/);
      for (const value of shownValues(code)) expect(text).toContain(value);
    }
    expect(swedish).not.toBe(english);
    if (FIELDS[code] === undefined) {
      expect(english.startsWith('title: ')).toBe(true);
      expect(swedish.startsWith('title: ')).toBe(true);
    }
  });

  it('says a few in plain Swedish', () => {
    expect(problemText(sv, 'sv', { code: 'required', field: 'excerpt', params: {} })).toBe('excerpt: måste fyllas i');
    expect(
      problemText(sv, 'sv', { code: 'tooLong', field: 'title', params: { max: 1200, message: 'must be at most' } }),
    ).toBe('title: är för lång: högst 1\u00a0200 tecken');
    expect(problemText(sv, 'sv', sample('claimSlugInvalid'))).toBe(
      'dess id (sluggen ”Bad Slug”): är ingen slug som en adress kan bära',
    );
    expect(problemText(sv, 'sv', sample('versionsMissing'))).toBe(
      'title: 13 behåller versionerna 000001 till 000012, men 9 av dem finns inte i arkivet: 000003, 000004, 000005, 000006, 000007 …',
    );
    expect(
      problemText(sv, 'sv', {
        code: 'versionsMissing',
        field: 'next',
        params: { ...SAMPLES.versionsMissing, missing: ['000003', '000007'], count: 2 },
      }),
    ).toBe('next: 13 behåller versionerna 000001 till 000012, men 2 av dem finns inte i arkivet: 000003 och 000007');
    expect(problemText(en, 'en', { code: 'strayNoItem', field: 'id', params: {} })).toBe(
      'id: names no post or case study',
    );
  });

  it('words a code from a newer server, or a malformed problem, generically and never as a key', () => {
    for (const problem of [{ code: 'fromTheFuture', field: 'title', params: {} }, { nonsense: true }, null, 'text']) {
      const swedish = problemText(sv, 'sv', problem);
      expect(swedish).toMatch(/som konsolen inte kan beskriva ännu/);
      expect(swedish).not.toMatch(/contentRestore|fromTheFuture/);
      expect(problemText(en, 'en', problem)).toMatch(/this console cannot describe yet/);
    }
  });
});

describe('refusalPlace', () => {
  it('says where the document is in the archive', () => {
    expect(refusalPlace(sv, { file: 'firestore/blogs.jsonl', line: 3, path: 'blogs/a' })).toBe(
      'firestore/blogs.jsonl rad 3, blogs/a',
    );
    expect(refusalPlace(en, { file: 'firestore/blogs.json', path: 'blogs/a' })).toBe('firestore/blogs.json, blogs/a');
  });
});

describe('archiveProblemText', () => {
  it('words each reason an archive cannot be read in both languages', () => {
    const reasons = [
      { code: 'unpackFailed' },
      { code: 'unpacksTooLarge', params: { megabytes: 512 } },
      { code: 'notAnExport' },
      { code: 'damaged' },
    ] as const;
    for (const reason of reasons) {
      const english = archiveProblemText(en, reason);
      const swedish = archiveProblemText(sv, reason);
      expect(swedish).not.toBe(english);
      for (const text of [english, swedish]) expect(text).not.toMatch(/contentRestore|\{\{/);
    }
    expect(archiveProblemText(sv, reasons[1])).toContain('512 MB');
    expect(archiveProblemText(sv, { code: 'fromTheFuture' })).toBe(archiveProblemText(sv, { code: 'damaged' }));
    // Those sentences need the server's own words beside them; the others say it all.
    expect(
      ['unpackFailed', 'unpacksTooLarge', 'notAnExport', 'damaged', 'fromTheFuture'].map(archiveProblemSaysAll),
    ).toEqual([true, true, true, false, false]);
  });
});
