import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

describe('isValidEmail (non-space, @, non-space, dot, non-space)', () => {
  it.each(['anna@example.se', 'a@b.c', 'first.last+tag@sub.example.co.uk', '  anna@example.se  '])(
    'accepts %j',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    '',
    'anna',
    'anna@',
    '@example.se',
    'anna@example',
    'anna @example.se',
    'anna@exa mple.se',
    'anna@example.',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('refuses addresses longer than 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@b.se`)).toBe(false);
  });
});
