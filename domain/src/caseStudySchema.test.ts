import { describe, expect, it } from 'vitest';
import { caseStudyFieldsSchema } from './caseStudySchema';
import { METRIC_PART_MAX_LENGTH, METRICS_MAX_COUNT } from './metrics';
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
    [{ metrics_sv: [] }, 'metrics_sv', 'must not be empty (use null)'],
    [{ metrics_sv: [{ metric: 'a', value: 3 }] }, 'metrics_sv.0.value', 'must be text'],
    [{ metrics_sv: 'ROI: 3x' }, 'metrics_sv', 'must be a list of {metric, value} or null'],
    [{ metrics_sv: [{ metric: 'a', value: 'b', note: 'c' }] }, 'metrics_sv.0.note', 'is not an accepted field'],
    [
      { metrics_sv: Array.from({ length: METRICS_MAX_COUNT + 1 }, () => ({ metric: 'a', value: 'b' })) },
      'metrics_sv',
      `must have at most ${METRICS_MAX_COUNT} entries`,
    ],
    [
      { metrics_sv: [{ metric: 'a', value: 'å'.repeat(METRIC_PART_MAX_LENGTH + 1) }] },
      'metrics_sv.0.value',
      `must be at most ${METRIC_PART_MAX_LENGTH} characters`,
    ],
  ])('refuses %j naming the field', (override, field, message) => {
    expect(validate(caseStudyFieldsSchema, { ...caseStudy(), ...override })).toEqual({
      ok: false,
      problem: { field, message },
    });
  });

  it('takes Swedish metrics like the English ones: a list at the limits, or null', () => {
    const longest = Array.from({ length: METRICS_MAX_COUNT }, () => ({
      metric: 'x'.repeat(METRIC_PART_MAX_LENGTH),
      value: 'å'.repeat(METRIC_PART_MAX_LENGTH),
    }));
    expect(validate(caseStudyFieldsSchema, caseStudy({ metrics_sv: longest })).ok).toBe(true);
    expect(validate(caseStudyFieldsSchema, caseStudy({ metrics_sv: null })).ok).toBe(true);
  });
});
