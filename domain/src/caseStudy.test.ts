import { describe, expect, it } from 'vitest';
import {
  caseStudyForLanguage,
  caseStudyFromFirestore,
  caseStudyToDraft,
  caseStudyToFirestore,
  draftToCaseStudyFields,
  emptyCaseStudyDraft,
  localizeCaseStudy,
} from './caseStudy';
import { caseStudyFieldsSchema } from './caseStudySchema';
import { CASE_STUDY_TYPE, missingRequired } from './contentType';
import { coverAlt } from './imageVariants';
import { caseStudy, createdAt } from './testFixtures';
import { fallbackLang } from './textFields';
import { validate } from './validation';

describe('saving from the editor', () => {
  it('is published by default and lists missing required fields', () => {
    expect(emptyCaseStudyDraft().is_published).toBe(true);
    expect(missingRequired(CASE_STUDY_TYPE, emptyCaseStudyDraft())).toEqual([
      'title',
      'client_name',
      'industry',
      'challenge',
      'solution',
      'results',
    ]);
  });

  it('makes the slug, parses metrics and saves empty optional fields as null', () => {
    const draft = {
      ...emptyCaseStudyDraft(),
      title: 'Växande Företag',
      client_name: 'Acme',
      industry: 'Retail',
      challenge: 'c',
      solution: 's',
      results: 'r',
      metrics_text: 'ROI: 3x\n\nLeads: +200',
      metrics_sv_text: ' Avkastning :  3x \n\n',
      testimonial: '   ',
    };
    const saved = draftToCaseStudyFields(draft, { now: createdAt });
    expect(saved).toMatchObject({
      slug: 'vaxande-foretag',
      metrics: [
        { metric: 'ROI', value: '3x' },
        { metric: 'Leads', value: '+200' },
      ],
      metrics_sv: [{ metric: 'Avkastning', value: '3x' }],
      testimonial: null,
      testimonial_author: null,
      image_url: null,
      title_sv: null,
      created_at: createdAt,
    });
    expect(validate(caseStudyFieldsSchema, saved).ok).toBe(true);
    expect(draftToCaseStudyFields({ ...draft, metrics_sv_text: '  \n' }).metrics_sv).toBeNull();
  });

  it('keeps the creation time of an edited case study and its metrics text round-trips', () => {
    const draft = caseStudyToDraft(caseStudy());
    expect(draft.metrics_text).toBe('Time saved: 70%');
    expect(draft.metrics_sv_text).toBe('');
    const saved = draftToCaseStudyFields(draft, { createdAt, now: new Date() });
    expect(saved).toEqual(caseStudy());
    const swedish = caseStudy({ metrics_sv: [{ metric: 'Sparad tid', value: '3 veckor: minst' }] });
    expect(caseStudyToDraft(swedish).metrics_sv_text).toBe('Sparad tid: 3 veckor: minst');
    expect(draftToCaseStudyFields(caseStudyToDraft(swedish), { createdAt })).toEqual(swedish);
  });
});

describe('language and conversion', () => {
  it('shows the Swedish variants in sv when they exist', () => {
    const swedish = caseStudy({ title_sv: 'Snabbare fakturering', testimonial: 'Great', testimonial_sv: 'Toppen' });
    expect(localizeCaseStudy(swedish, 'sv')).toMatchObject({
      title: 'Snabbare fakturering',
      industry: 'Finance',
      testimonial: 'Toppen',
    });
    expect(localizeCaseStudy(swedish, 'en').testimonial).toBe('Great');
  });

  it('shows the Swedish metrics in sv when there are some, else the English ones', () => {
    const english = [{ metric: 'Time saved', value: '3 weeks' }];
    const swedish = [{ metric: 'Sparad tid', value: '3 veckor' }];
    expect(localizeCaseStudy(caseStudy({ metrics: english, metrics_sv: swedish }), 'sv').metrics).toEqual(swedish);
    expect(localizeCaseStudy(caseStudy({ metrics: english, metrics_sv: swedish }), 'en').metrics).toEqual(english);
    expect(localizeCaseStudy(caseStudy({ metrics: english, metrics_sv: null }), 'sv').metrics).toEqual(english);
    expect(fallbackLang(caseStudy({ metrics: english, metrics_sv: null }), 'metrics', 'sv')).toBe('en');
    expect(fallbackLang(caseStudy({ metrics: english, metrics_sv: swedish }), 'metrics', 'sv')).toBeUndefined();
  });

  it("keeps only a language's text for its reader, who is shown the same (the list's JSON answer)", () => {
    const english = [{ metric: 'Time saved', value: '3 weeks' }];
    const stories = [
      caseStudy({ title_sv: 'Snabbare fakturering', industry_sv: 'Finans', metrics: english, metrics_sv: [] }),
      caseStudy({ testimonial: 'Great', testimonial_sv: '  ', image_alt: 'A chart', image_alt_sv: ' ' }),
      caseStudy({ image_alt: 'A chart', image_alt_sv: 'Ett diagram', metrics_sv: null }),
    ];
    for (const story of stories) {
      for (const language of ['en', 'sv'] as const) {
        const only = caseStudyForLanguage({ ...story, id: 'a' }, language);
        expect(localizeCaseStudy(only, language)).toEqual(localizeCaseStudy(story, language));
        expect(coverAlt(only, language, { alt: 'x' })).toEqual(coverAlt(story, language, { alt: 'x' }));
        for (const field of ['title', 'industry', 'metrics', 'testimonial', 'image_alt']) {
          expect(fallbackLang(only, field, language), field).toBe(fallbackLang(story, field, language));
        }
      }
    }
    const translated = {
      ...caseStudy({ title_sv: 'Snabbare fakturering', industry_sv: 'Finans', metrics_sv: [] }),
      id: 'a',
    };
    expect(caseStudyForLanguage(translated, 'en')).toMatchObject({ title_sv: '', industry_sv: '', metrics_sv: null });
    // In Swedish the English goes where the Swedish replaces it, and stays where it is shown.
    expect(caseStudyForLanguage(translated, 'sv')).toMatchObject({
      title: '',
      title_sv: 'Snabbare fakturering',
      industry: '',
      metrics: null,
      challenge: 'Manual work',
      client_name: 'Acme AB',
    });
  });

  it('reads Timestamps as Dates and drops malformed metrics', () => {
    const data = {
      ...caseStudyToFirestore(caseStudy()),
      created_at: { toDate: () => createdAt },
      metrics: [{ metric: 'A', value: '1' }, { metric: 2 }],
      metrics_sv: [{ metric: 'B', value: '2', extra: true }, 'B: 2'],
    };
    expect(caseStudyFromFirestore('c1', data)).toEqual({
      ...caseStudy({ metrics: [{ metric: 'A', value: '1' }], metrics_sv: [{ metric: 'B', value: '2' }] }),
      id: 'c1',
      updated_at: null,
    });
    const changed = new Date('2025-03-04T05:06:07Z');
    expect(caseStudyFromFirestore('c4', { ...data, updated_at: { toDate: () => changed } }).updated_at).toEqual(
      changed,
    );
    expect(caseStudyFromFirestore('c2', {}).is_published).toBe(true);
    // Stored before Swedish metrics were kept: none.
    const { metrics_sv: _absent, ...older } = caseStudyToFirestore(caseStudy());
    expect(caseStudyFromFirestore('c3', older).metrics_sv).toBeNull();
    expect(caseStudyToFirestore(caseStudy())).toHaveProperty('metrics_sv', null);
  });
});
