import { describe, expect, it } from 'vitest';
import { formatCount } from './language';

describe('formatCount', () => {
  it('groups thousands as each language writes them', () => {
    expect(formatCount(49_152, 'en')).toBe('49,152');
    expect(formatCount(49_152, 'sv')).toBe('49\u00a0152');
    expect(formatCount(999, 'sv')).toBe('999');
    expect(formatCount(1_234_567, 'en')).toBe('1,234,567');
  });
});
