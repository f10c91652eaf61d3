import { describe, expect, it } from 'vitest';
import { formatMetrics, linesWithoutColon, parseMetrics, readMetrics } from './metrics';

describe('parseMetrics', () => {
  it('splits each line at the first colon into trimmed name and value', () => {
    expect(parseMetrics('Revenue growth: 40%\n  Time saved :  12 h/week  \nUptime: 99.9%: measured')).toEqual([
      { metric: 'Revenue growth', value: '40%' },
      { metric: 'Time saved', value: '12 h/week' },
      { metric: 'Uptime', value: '99.9%: measured' },
    ]);
  });

  it('ignores blank lines and accepts Windows line ends', () => {
    expect(parseMetrics('\n\nA: 1\r\n   \r\nB: 2\n')).toEqual([
      { metric: 'A', value: '1' },
      { metric: 'B', value: '2' },
    ]);
  });

  it('keeps a line without a colon as a name with an empty value', () => {
    expect(parseMetrics('Faster onboarding')).toEqual([{ metric: 'Faster onboarding', value: '' }]);
  });

  it('saves empty text as null', () => {
    expect(parseMetrics('')).toBeNull();
    expect(parseMetrics('  \n \n')).toBeNull();
    expect(parseMetrics(null)).toBeNull();
  });

  it('round-trips through the editor text', () => {
    const metrics = [
      { metric: 'ROI', value: '3x' },
      { metric: 'Leads', value: '+200' },
    ];
    expect(parseMetrics(formatMetrics(metrics))).toEqual(metrics);
    expect(formatMetrics(null)).toBe('');
  });
});

describe('linesWithoutColon', () => {
  it('numbers the lines with text and no colon, blank lines counted but not listed', () => {
    expect(linesWithoutColon('A: 1\n\nFaster onboarding\r\nB: 2\nNo value either')).toEqual([3, 5]);
    expect(linesWithoutColon('A: 1\n  \nB:')).toEqual([]);
    expect(linesWithoutColon('')).toEqual([]);
  });
});

describe('text-direction controls (textFields.ts DIRECTION_CONTROLS), as in every text field', () => {
  it('are taken out of typed metrics, and of stored ones when read', () => {
    expect(parseMetrics('Invoice \u202Efdp.exe: \u20673x\u2069\nNPS\u202A: 70')).toEqual([
      { metric: 'Invoice fdp.exe', value: '3x' },
      { metric: 'NPS', value: '70' },
    ]);
    expect(readMetrics([{ metric: '\u202DROI', value: '3x\u202C' }])).toEqual([{ metric: 'ROI', value: '3x' }]);
  });
});
