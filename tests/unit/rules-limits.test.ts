/**
 * Each content type is declared once, in the domain (BLOG_TYPE, CASE_STUDY_TYPE in
 * domain/src/contentType.ts): its fields, their limits, which ones may be absent from older
 * documents, which have a Swedish translation. firestore.rules cannot import it, so this test reads
 * every limit and field list the rules write and compares them with the descriptors.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  addedLaterFields,
  BLOG_LIMITS,
  BLOG_TYPE,
  blogToFirestore,
  CASE_STUDY_LIMITS,
  CASE_STUDY_TYPE,
  type ContentTypeDescriptor,
  caseStudyToFirestore,
  FINGERPRINT_PATTERN,
  METRIC_PART_MAX_LENGTH,
  METRICS_MAX_COUNT,
  NOT_CONTENT_FIELDS,
  READY_FOR_REVIEW_FIELD,
  REVISION_FIELD,
  SLUG_MAX_LENGTH,
  textFingerprint,
  textLimits,
  twinnedFields,
  UPDATED_AT_FIELD,
} from '../../domain/src/index';
import { blog, caseStudy } from '../../domain/src/testFixtures';

const rules = fs.readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');

/** The body of one rules function, up to the next `function` or `match`. */
function body(name: string): string {
  const start = rules.indexOf(`function ${name}(`);
  expect(start, `firestore.rules defines ${name}`).toBeGreaterThanOrEqual(0);
  const rest = rules.slice(start + 1);
  const end = rest.search(/\n\s*(function |match )/);
  return rest.slice(0, end === -1 ? undefined : end);
}

/**
 * `isRequiredText(data.title, 200)` → { title: 200 }, for every sized check of a validator; a field
 * added later is read with a default (`isNullableText(data.get('testimonial_role_sv', null), 200)`).
 */
function sizedFields(validator: string): Record<string, number> {
  const found: Record<string, number> = {};
  const check = /is\w*Text\(data(?:\.(\w+)|\.get\('(\w+)', null\)), (\d+)\)/g;
  for (const [, field, addedLater, max] of body(validator).matchAll(check)) {
    found[(field ?? addedLater) as string] = Number(max);
  }
  return found;
}

/**
 * A type's sized text fields as the rules check them: every text field but the image address
 * (checked by `isImageUrl`) and the alt text in both languages (by `hasValidImageAlt`), the
 * Swedish twins included.
 */
function sizedTextFields(type: ContentTypeDescriptor): Record<string, number> {
  const { image_url: _url, image_alt: _alt, image_alt_sv: _altSv, ...sized } = textLimits(type);
  return sized;
}

/** The fields a rules function checks only when present (`!('seo_title' in data) || …`). */
function optionalSizedFields(validator: string): Record<string, number> {
  const found: Record<string, number> = {};
  for (const [, field, max] of body(validator).matchAll(/isNullableText\(data\.(\w+), (\d+)\)/g)) {
    found[field as string] = Number(max);
  }
  return found;
}

describe("firestore.rules limits are the descriptors' limits", () => {
  it.each([
    ['isValidBlog', BLOG_TYPE],
    ['isValidCaseStudy', CASE_STUDY_TYPE],
  ] as const)('%s', (validator, type) => {
    const checked = { ...sizedFields(validator) };
    // Fields added later are checked in their own function, called by the validator.
    for (const helper of body(validator).matchAll(/&& (hasValid\w+)\(data\)/g)) {
      Object.assign(checked, optionalSizedFields(helper[1] as string));
    }
    const { image_alt: _alt, ...withoutAlt } = checked;
    expect(withoutAlt).toEqual(sizedTextFields(type));
  });

  it('slugs, image addresses and metrics', () => {
    expect(BLOG_LIMITS.slug).toBe(SLUG_MAX_LENGTH);
    expect(CASE_STUDY_LIMITS.slug).toBe(SLUG_MAX_LENGTH);
    expect(body('isSlug')).toContain(`value.size() <= ${SLUG_MAX_LENGTH}`);
    expect(BLOG_LIMITS.image_url).toBe(CASE_STUDY_LIMITS.image_url);
    expect(body('isImageUrl')).toContain(`value.size() <= ${BLOG_LIMITS.image_url}`);
    expect(BLOG_LIMITS.image_alt).toBe(CASE_STUDY_LIMITS.image_alt);
    for (const field of ['image_alt', 'image_alt_sv']) {
      expect(body('hasValidImageAlt')).toContain(
        `isNullableText(data.get('${field}', null), ${BLOG_LIMITS.image_alt})`,
      );
    }
    // A metric is checked by isMetric, or written out for 2 or 4 in one call: each entry exactly
    // the keys metric and value (both read, and 2 keys per entry in all: the sum of the entries'
    // sizes), each part at most METRIC_PART_MAX_LENGTH characters with no text-direction control.
    const part = (entry: string, key: string) =>
      `${entry}.${key}.matches('[^\\\\x{202A}-\\\\x{202E}\\\\x{2066}-\\\\x{2069}]{0,${METRIC_PART_MAX_LENGTH}}')`;
    for (const [helper, entries] of [
      ['isMetric', ['a']],
      ['isTwoMetrics', ['a', 'b']],
      ['isFourMetrics', ['a', 'b', 'c', 'd']],
    ] as const) {
      expect(body(helper)).toContain(`${helper}(${entries.join(', ')}) {`);
      const sizes = `${entries.map((entry) => `${entry}.size()`).join(' + ')} == ${2 * entries.length}`;
      expect(body(helper)).toMatch(new RegExp(`return ${sizes.replace(/[().+]/g, '\\$&')}\\s+&& `));
      for (const entry of entries) {
        expect(body(helper)).toContain(`${part(entry, 'metric')} && ${part(entry, 'value')}`);
      }
    }
    // …and, in UTF-16 units as the domain counts them, by the version written with the document:
    // every entry a list may have, both parts.
    for (let index = 0; index < METRICS_MAX_COUNT; index++) {
      expect(body('isMetricParts')).toContain(
        `(list.size() < ${index + 1} || (list[${index}].metric.size() <= ${METRIC_PART_MAX_LENGTH} && list[${index}].value.size() <= ${METRIC_PART_MAX_LENGTH}))`,
      );
    }
    expect(body('isMetricParts')).not.toContain(`list[${METRICS_MAX_COUNT}]`);
    expect(body('isRevision')).toContain(
      "(isMetricParts(data.fields.metrics) && isMetricParts(data.fields.get('metrics_sv', null)))",
    );
    expect(CASE_STUDY_LIMITS.metrics).toBe(METRICS_MAX_COUNT);
    // One branch per length from 1 to the most, checking exactly that many entries in order
    // (rules have no loops); any other length reaches none.
    const branches = body('isMetricList')
      .split(/count == (\d+) (?:\?|&&) /)
      .slice(1);
    const lengths = branches.filter((_, index) => index % 2 === 0).map(Number);
    const checked = branches
      .filter((_, index) => index % 2 === 1)
      .map((branch) => [...branch.matchAll(/list\[(\d+)\]/g)].map(([, at]) => Number(at)));
    expect(lengths).toEqual(Array.from({ length: METRICS_MAX_COUNT }, (_, index) => METRICS_MAX_COUNT - index));
    expect(checked).toEqual(lengths.map((length) => Array.from({ length }, (_, index) => index)));
    // Each branch's calls take as many entries as their helper checks.
    expect(body('isMetricList')).not.toMatch(/isFourMetrics\((?:list\[\d\], ){0,2}list\[\d\]\)/);
    expect(body('isMetricList')).not.toMatch(/isTwoMetrics\(list\[\d\]\)/);
    // The Swedish metrics are checked exactly as the English ones (absent read as null).
    expect(CASE_STUDY_TYPE.fields.metrics).toMatchObject({ kind: 'metrics', swedish: 'translated' });
    expect(body('isValidCaseStudy')).toContain('&& isMetrics(data.metrics)\n');
    expect(body('isValidCaseStudy')).toContain("&& isMetrics(data.get('metrics_sv', null))");
  });
});

/** The names a rules function's list holds: `return ['title', 'slug', …];`. */
function listedFields(name: string): string[] {
  return [...body(name).matchAll(/'(\w+)'/g)].map(([, field]) => field as string).sort();
}

/** The optional fields a validator accepts: the lists in its `hasFields(data, …, <optional>)`. */
function optionalFieldsOf(validator: string): string[] {
  const call = body(validator).match(/hasFields\(data, \w+\(\), ([^\n]+)\)\n/);
  expect(call, `${validator} calls hasFields`).not.toBeNull();
  const lists = [...(call?.[1] ?? '').matchAll(/([A-Z_]+)\(\)/g)].map(([, name]) => name as string);
  return lists.flatMap(listedFields).sort();
}

describe('firestore.rules field lists are the stored documents', () => {
  // The publication times and the review mark are optional in every type (see isSchedule), and so
  // are the revision's number and the time the content last changed, which the console writes
  // beside the fields (isRevision requires the number of every client write, stampsChange the time
  // of every change); the rest are the descriptor's.
  const optionalOf = (type: ContentTypeDescriptor) =>
    [
      ...addedLaterFields(type),
      'publish_at',
      'unpublish_at',
      READY_FOR_REVIEW_FIELD,
      REVISION_FIELD,
      UPDATED_AT_FIELD,
    ].sort();

  it('isValidBlog: the stored fields, the ones added later optional', () => {
    const optional = optionalFieldsOf('isValidBlog');
    expect(optional).toEqual(optionalOf(BLOG_TYPE));
    expect([...listedFields('blogFields'), ...optional].sort()).toEqual(
      [...Object.keys(blogToFirestore(blog())), REVISION_FIELD, UPDATED_AT_FIELD].sort(),
    );
    expect(body('isValidBlog')).toContain('isSchedule(data)');
  });

  it('isValidCaseStudy: one list of the stored fields; those added later read with a default, the others as they are', () => {
    const list = body('isValidCaseStudy').match(/data\.keys\(\)\.hasOnly\(\[([^\]]+)\]\)/)?.[1] ?? '';
    const stored = Object.keys(caseStudyToFirestore(caseStudy()));
    expect([...list.matchAll(/'(\w+)'/g)].map(([, field]) => field).sort()).toEqual(
      [...stored, REVISION_FIELD, UPDATED_AT_FIELD].sort(),
    );
    // An optional field read as `data.<field>` would refuse a document without it; a required one
    // read with a default would let its absence through.
    const reads = [body('isValidCaseStudy'), body('hasValidImageAlt'), body('isSchedule')].join('\n');
    const optional = optionalOf(CASE_STUDY_TYPE).filter(
      (field) => field !== REVISION_FIELD && field !== UPDATED_AT_FIELD,
    );
    for (const field of optional) {
      expect(reads).toContain(`data.get('${field}', null)`);
      expect(reads).not.toMatch(new RegExp(`data\\.${field}\\b`));
    }
    for (const field of stored.filter((name) => !optional.includes(name))) {
      expect(reads).toMatch(new RegExp(`data\\.${field}\\b`));
    }
    expect(body('isValidCaseStudy')).toContain('isSchedule(data)');
  });
});

describe('firestore.rules dates every change of content (stampsChange)', () => {
  it('both types require it, reading the time with a default, and keep it only when nothing but NOT_CONTENT_FIELDS changed', () => {
    for (const collection of ['blogs', 'case_studies']) {
      const rule = rules.slice(rules.indexOf(`match /${collection}/{`));
      expect(rule.slice(0, rule.indexOf('allow delete')), collection).toContain('&& stampsChange()');
    }
    expect(body('stampsChange')).toContain(`request.resource.data.get('${UPDATED_AT_FIELD}', null) == request.time`);
    const kept = body('stampsChange').match(/affectedKeys\(\)\s*\.hasOnly\(\[([^\]]+)\]\)/)?.[1] ?? '';
    expect([...kept.matchAll(/'(\w+)'/g)].map(([, field]) => field).sort()).toEqual(
      NOT_CONTENT_FIELDS.filter((field) => field !== UPDATED_AT_FIELD).sort(),
    );
  });
});

describe("firestore.rules translation sources are the descriptors' translated fields", () => {
  it.each([
    ['blogTranslatableFields', 'isBlogFingerprints', BLOG_TYPE],
    ['caseStudyTranslatableFields', 'isCaseStudyFingerprints', CASE_STUDY_TYPE],
  ] as const)('%s', (list, checker, type) => {
    const translated = [...twinnedFields(type, 'translated')].sort();
    expect(listedFields(list)).toEqual(translated);
    // Only those keys, and each one's value checked by name (rules have no loops).
    expect(body(checker)).toContain(`values.keys().hasOnly(${list}())`);
    const checked = [...body(checker).matchAll(/isFingerprintAt\(values, '(\w+)'\)/g)].map(([, field]) => field);
    expect(checked.sort()).toEqual(translated);
  });

  it('a value is a fingerprint (FINGERPRINT_PATTERN: 14 hex digits), whatever the length of the text', () => {
    // The rules' `matches` takes the whole value, as the pattern's anchors do.
    const { source } = FINGERPRINT_PATTERN;
    expect(source.startsWith('^') && source.endsWith('$')).toBe(true);
    expect(body('isFingerprintAt')).toContain(`values[field].matches('${source.slice(1, -1)}')`);
    const longest = Math.max(...Object.values(textLimits(BLOG_TYPE)), ...Object.values(textLimits(CASE_STUDY_TYPE)));
    for (const text of ['', 'A post', 'x'.repeat(longest)]) expect(textFingerprint(text)).toMatch(FINGERPRINT_PATTERN);
  });
});
