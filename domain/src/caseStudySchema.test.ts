import { describe, expect, it } from 'vitest';
import { caseStudyFieldsSchema } from './caseStudySchema';
import { caseStudy } from './testFixtures';
import { validate } from './validation';

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
