import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldIssues, requiredText, withinLength } from './validation';

describe('withinLength', () => {
  const upTo4 = z.string().check(withinLength(4));

  it('counts UTF-16 units, as firestore.rules size() and the browser maxlength do (an emoji is two)', () => {
    expect(upTo4.safeParse('👩👩').success).toBe(true);
    expect(upTo4.safeParse('åäöx').success).toBe(true);
    expect(upTo4.safeParse('👩👩👩').success).toBe(false);
    expect(upTo4.safeParse('åäö👩').success).toBe(false);
    // zod's own max counts code points: three emoji would pass a limit of 4.
    expect(z.string().max(4).safeParse('👩👩👩').success).toBe(true);
  });

  it("is zod's too_big, with its maximum, and ends the checks", () => {
    const schema = z.object({ title: requiredText(4) });
    expect(fieldIssues(schema, { title: '👩👩👩' })).toEqual([
      { field: 'title', max: 4, message: 'must be at most 4 characters' },
    ]);
    // The visible-text and direction checks after it are not run over the too-long text.
    expect(
      z
        .string()
        .check(withinLength(1))
        .refine(() => false)
        .safeParse('ab').error?.issues,
    ).toHaveLength(1);
  });
});
