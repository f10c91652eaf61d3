import { describe, expect, it } from 'vitest';
import type { CaseStudyFields } from './caseStudy';
import { caseStudyFieldsSchema } from './caseStudySchema';
import { validate } from './validation';

const createdAt = new Date('2025-02-01T10:00:00Z');

function caseStudy(overrides: Partial<CaseStudyFields> = {}): CaseStudyFields {
  return {
    title: 'Faster invoicing',
    slug: 'faster-invoicing',
    client_name: 'Acme AB',
    industry: 'Finance',
    challenge: 'Manual work',
    solution: 'Automation',
    results: '**Big** gains',
    metrics: [{ metric: 'Time saved', value: '70%' }],
    testimonial: null,
    testimonial_author: null,
    testimonial_role: null,
    image_url: null,
    is_published: true,
    created_at: createdAt,
    title_sv: null,
    industry_sv: null,
    challenge_sv: null,
    solution_sv: null,
    results_sv: null,
    testimonial_sv: null,
    ...overrides,
  };
}

describe('caseStudyFieldsSchema', () => {
  it.each([
    [{ client_name: ' ' }, 'client_name', 'is required'],
    [{ metrics: [] }, 'metrics', 'must not be empty (use null)'],
    [{ metrics: [{ metric: 'a' }] }, 'metrics.0.value', 'is required'],
    [{ metrics: 'ROI: 3x' }, 'metrics', 'must be a list of {metric, value} or null'],
    [{ created_at: '2025-01-01' }, 'created_at', 'must be a date and time'],
    [{ industry_sv: 7 }, 'industry_sv', 'must be text or null'],
  ])('refuses %j naming the field', (override, field, message) => {
    expect(validate(caseStudyFieldsSchema, { ...caseStudy(), ...override })).toEqual({
      ok: false,
      problem: { field, message },
    });
  });
});
